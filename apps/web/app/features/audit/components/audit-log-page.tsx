import { formatZonedTime } from "@planready/contracts/agency-time";
import type { TAuditLogEntry } from "@planready/contracts/audit";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { NativeButton } from "../../../components/ui/native-button";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { problemCode, problemMessage } from "../../../lib/problem-message";
import { useAuditLog } from "../api/get-audit-log";
import { describeUserAgent } from "../lib/user-agent";

const th = "px-3 py-2 text-left text-xs font-semibold text-slate-500 uppercase whitespace-nowrap";
const td = "px-3 py-2 align-top";
const knownTargets = new Set(["user", "link", "invite", "org", "submission", "response", "support_message", "integration"]);

/**
 * The agency's audit log (/settings/user-management/audit-log), for its Admins: time in the agency's time, who, what
 * in words, the target, from where. Read only — nobody can change or remove an entry. Older entries page in.
 */
export function AuditLogPage({ orgId }: { orgId: string }) {
  const { t } = useTranslation("audit-log");
  const log = useAuditLog(orgId);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="flex max-w-6xl flex-col gap-6" data-testid="audit-log">
      <header>
        <p className="text-sm">
          <Link to={paths.settings.users} className="text-brand-600 underline">
            ← {t("page.back")}
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("page.title")}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t("page.intro")}</p>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t("page.timeZone")}</p>
      </header>
      {log.isPending ? (
        <Spinner label={t("page.title")} className="py-10" />
      ) : log.isError ? (
        <Alert tone="error">
          <p>{problemCode(log.error) === "FORBIDDEN" ? t("page.forbidden") : problemMessage(log.error, t, "audit-log:page.loadError")}</p>
          {problemCode(log.error) === "FORBIDDEN" ? null : (
            <NativeButton variant="secondary" className="mt-3" onPress={() => void log.refetch()}>
              {t("page.retry")}
            </NativeButton>
          )}
        </Alert>
      ) : entries.length === 0 ? (
        <p>{t("page.empty")}</p>
      ) : (
        <>
          {/* A phone gets one card per entry; a wider screen the table. */}
          <ul className="flex flex-col gap-3 sm:hidden" data-testid="audit-cards">
            {entries.map((entry) => (
              <AuditCard key={entry.id} entry={entry} />
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-xl sm:block border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full text-sm">
              <thead className="border-b border-slate-200 dark:border-slate-800">
                <tr>
                  <th className={th}>{t("columns.time")}</th>
                  <th className={th}>{t("columns.who")}</th>
                  <th className={th}>{t("columns.what")}</th>
                  <th className={th}>{t("columns.target")}</th>
                  <th className={th}>{t("columns.from")}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="audit-entries">
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          {log.hasNextPage ? (
            <NativeButton
              variant="secondary"
              className="self-start"
              isLoading={log.isFetchingNextPage}
              onPress={() => void log.fetchNextPage()}
            >
              {t("page.more")}
            </NativeButton>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The words of one entry's cells: who, the target, from where, and the time in the agency's time. */
function useEntryWords(entry: TAuditLogEntry) {
  const { t, i18n } = useTranslation("audit-log");
  const who =
    entry.actor_kind === "user"
      ? (entry.actor_email ?? t("actors.unknown"))
      : entry.actor_kind === "staff"
        ? t("actors.staff")
        : t(`actors.${entry.actor_kind}`);
  const targetKind = entry.target_type ? t(`targets.${knownTargets.has(entry.target_type) ? entry.target_type : "other"}`) : null;
  const target = targetKind ? (entry.target_label ? `${targetKind}: ${entry.target_label}` : targetKind) : "—";
  const agent = describeUserAgent(entry.user_agent);
  const from = [entry.ip, agent ? t("from.browser", agent) : null].filter(Boolean).join(" · ") || t("from.unknown");
  return { who, target, from, time: formatZonedTime(new Date(entry.at), i18n.language) };
}

function AuditRow({ entry }: { entry: TAuditLogEntry }) {
  const { t } = useTranslation("audit-log");
  const { who, target, from, time } = useEntryWords(entry);
  return (
    <tr data-action={entry.action}>
      <td className={`${td} whitespace-nowrap`}>
        <time dateTime={entry.at}>{time}</time>
      </td>
      <td className={`${td} break-all`}>{who}</td>
      <td className={td}>{t(`actions.${entry.action}`)}</td>
      <td className={`${td} break-all`}>{target}</td>
      <td className={`${td} min-w-40`}>{from}</td>
    </tr>
  );
}

function AuditCard({ entry }: { entry: TAuditLogEntry }) {
  const { t } = useTranslation("audit-log");
  const { who, target, from, time } = useEntryWords(entry);
  const row = (label: string, value: string) => (
    <div className="flex flex-col">
      <dt className="text-xs font-semibold text-slate-500 uppercase">{label}</dt>
      <dd className="break-all">{value}</dd>
    </div>
  );
  return (
    <li
      data-action={entry.action}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="font-semibold">{t(`actions.${entry.action}`)}</p>
      <p className="text-slate-600 dark:text-slate-300">
        <time dateTime={entry.at}>{time}</time>
      </p>
      <dl className="mt-2 flex flex-col gap-2">
        {row(t("columns.who"), who)}
        {row(t("columns.target"), target)}
        {row(t("columns.from"), from)}
      </dl>
    </li>
  );
}
