import { useTranslation } from "../../../i18n/react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { formatDate } from "../../../lib/format";
import { problemMessage } from "../../../lib/problem-message";
import { useSupportMessages } from "../api/support-messages";
import { ConsoleHeading } from "./console-frame";

const tab = (current: boolean) =>
  `inline-flex min-h-11 items-center rounded-md px-4 text-sm font-medium ${current ? "bg-slate-900 text-white dark:bg-white dark:text-slate-900" : "bg-white text-slate-700 dark:bg-slate-900 dark:text-slate-200"}`;

/** `/internal/support?status=open|closed`: the messages users send from Settings → Support, newest first. */
export function SupportInbox() {
  const { t, i18n } = useTranslation("staff");
  const [params] = useSearchParams();
  const status = params.get("status") === "closed" ? "closed" : "open";
  const query = useSupportMessages(status);
  return (
    <>
      <ConsoleHeading>{t("support.title")}</ConsoleHeading>
      <nav className="mb-4 flex gap-2" aria-label={t("support.title")}>
        <Link to={paths.internal.support} className={tab(status === "open")} aria-current={status === "open" ? "page" : undefined}>
          {t("support.open")}
        </Link>
        <Link
          to={paths.internal.supportClosed}
          className={tab(status === "closed")}
          aria-current={status === "closed" ? "page" : undefined}
        >
          {t("support.closed")}
        </Link>
      </nav>
      {query.isPending ? (
        <Spinner label={t("support.title")} className="py-10" />
      ) : query.isError ? (
        <Alert tone="error">{problemMessage(query.error, t, "staff:support.loadError")}</Alert>
      ) : query.data.messages.length === 0 ? (
        <p>{t("support.none")}</p>
      ) : (
        <ul
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          data-testid="support-messages"
        >
          {query.data.messages.map((message) => (
            <li key={message.id}>
              <Link
                to={paths.internal.supportMessage(message.id)}
                className="flex flex-col gap-0.5 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800"
              >
                <span className="font-semibold">{message.subject}</span>
                <span className="text-sm break-all text-slate-600 dark:text-slate-300">
                  {[message.email, message.org_name, formatDate(message.created_at, i18n.language)].filter(Boolean).join(" · ")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
