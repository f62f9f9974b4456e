import { useTranslation } from "../../../i18n/react";

/** What a client's own link says when it opens no survey: not valid, already submitted, or not now. */
export function RecipientLinkProblem({ problem }: { problem: "invalid" | "used" | "failed" }) {
  const { t } = useTranslation("bulkSends");
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6 text-lg">
      <h1 className="text-3xl font-semibold text-slate-900 dark:text-white">
        {problem === "used" ? t("meta.recipient.title") : t("recipient.title")}
      </h1>
      <p className="text-slate-700 dark:text-slate-300" data-testid="recipient-problem">
        {t(`recipient.${problem}`)}
      </p>
    </main>
  );
}
