import type { TUnsubscribeState } from "@planready/contracts/suppressions";
import { Form, useNavigation } from "react-router";
import { LanguageSwitch } from "../../../components/language-switch";
import { Alert } from "../../../components/ui/alert";
import { buttonClasses } from "../../../components/ui/button-classes";
import { useTranslation } from "../../../i18n/react";

type Props = {
  /** null: the token is not one of ours (altered, cut short). */
  state: TUnsubscribeState | null;
  /** What the last button press did, if anything. */
  outcome: "unsubscribed" | "resubscribed" | "failed" | null;
};

/**
 * The public unsubscribe page (`/unsubscribe/{token}`, RFC 8058's page for mail clients without one-click): who sends
 * the emails and one button. Plain forms, so it works before (or without) the page's script; no sign-in.
 */
export function UnsubscribePage({ state, outcome }: Props) {
  const { t } = useTranslation("compliance");
  const busy = useNavigation().state === "submitting";
  const agency = state?.agency_name ?? null;
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-6 px-5 py-8" data-testid="unsubscribe-page">
      <header className="flex items-center justify-between gap-4">
        <img src="/Logo.svg" alt="PlanReady" width={128} height={32} />
        <LanguageSwitch />
      </header>
      <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-700 dark:bg-slate-900">
        {state === null ? (
          <>
            <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t("unsubscribe.invalid.title")}</h1>
            <p className="text-lg text-slate-700 dark:text-slate-200">{t("unsubscribe.invalid.body")}</p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t("unsubscribe.heading")}</h1>
            {outcome === "failed" ? <Alert tone="error">{t("unsubscribe.failed")}</Alert> : null}
            {state.unsubscribed ? (
              <>
                <Alert tone="success">
                  <p className="text-lg">{agency ? t("unsubscribe.done", { agency }) : t("unsubscribe.doneNoName")}</p>
                </Alert>
                <Form method="post" className="flex flex-col items-start gap-2">
                  <p className="text-slate-700 dark:text-slate-200">{t("unsubscribe.undoHint")}</p>
                  <button type="submit" name="intent" value="resubscribe" disabled={busy} className={buttonClasses("secondary")}>
                    {t("unsubscribe.undo")}
                  </button>
                </Form>
              </>
            ) : (
              <>
                {outcome === "resubscribed" ? <Alert tone="success">{t("unsubscribe.resubscribed")}</Alert> : null}
                <p className="text-lg text-slate-800 dark:text-slate-100">
                  {agency ? t("unsubscribe.question", { agency }) : t("unsubscribe.questionNoName")}
                </p>
                <p className="text-slate-700 dark:text-slate-200">{t("unsubscribe.explain")}</p>
                <Form method="post">
                  <button type="submit" name="intent" value="unsubscribe" disabled={busy} className={buttonClasses("primary", "lg")}>
                    {busy ? t("unsubscribe.working") : t("unsubscribe.button")}
                  </button>
                </Form>
              </>
            )}
          </>
        )}
      </section>
    </main>
  );
}
