import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { formatDate } from "../../../lib/format";
import { problemMessage } from "../../../lib/problem-message";
import { useCloseSupportMessage, useSupportMessage } from "../api/support-messages";
import { ConsoleHeading } from "./console-frame";

/** `/internal/support/{id}`: one message as its sender wrote it (shown as text), with who to reply to; Close. */
export function SupportMessageView({ id }: { id: string }) {
  const { t, i18n } = useTranslation("staff");
  const query = useSupportMessage(id);
  const close = useCloseSupportMessage();
  if (query.isPending) return <Spinner label={t("support.title")} className="py-10" />;
  if (query.isError) return <Alert tone="error">{problemMessage(query.error, t, "staff:support.loadError")}</Alert>;
  const message = query.data;
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={paths.internal.support} className="text-brand-600 underline">
          ← {t("support.back")}
        </Link>
      </p>
      <ConsoleHeading>{message.subject}</ConsoleHeading>
      <article className="max-w-3xl rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-4 flex flex-col gap-1 text-sm text-slate-600 dark:text-slate-300">
          <p className="break-all">{t("support.from", { email: message.email })}</p>
          {message.org_name ? <p>{t("support.agency", { name: message.org_name })}</p> : null}
          <p>{t("support.received", { date: date(message.created_at) })}</p>
          {message.closed_at ? (
            <p data-testid="support-closed">
              {t("support.closedBy", { date: date(message.closed_at), email: message.closed_by_email ?? "—" })}
            </p>
          ) : null}
        </div>
        <p className="whitespace-pre-wrap">{message.body}</p>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`} className="text-brand-600 underline">
            {t("support.reply")}
          </a>
          {message.status === "open" ? (
            <NativeButton
              variant="secondary"
              isLoading={close.isPending}
              onPress={() => close.mutate(message.id)}
              data-testid="support-close"
            >
              {t("support.close")}
            </NativeButton>
          ) : null}
        </div>
        {close.isError ? (
          <Alert tone="error" className="mt-3">
            {problemMessage(close.error, t, "staff:support.closeError")}
          </Alert>
        ) : null}
      </article>
    </>
  );
}
