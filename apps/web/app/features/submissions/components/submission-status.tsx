import type { TSubmissionListItem } from "@planready/contracts/submissions";
import { useTranslation } from "../../../i18n/react";
import { Badge } from "../../../components/ui/badge";
import { DISPLAY_TIME_ZONE } from "../../../lib/format";
import { useRelativeTime } from "../../../lib/use-relative-time";

/**
 * Completed ("Completed — not signed" while the consent its survey asks for is not signed), or in progress with how
 * far the client got (a bar and the screen count).
 */
export function SubmissionStatus({ item }: { item: Pick<TSubmissionListItem, "status" | "progress" | "signature_status"> }) {
  const { t } = useTranslation("submissions");
  if (item.status === "completed")
    return item.signature_status === "not_signed" ? (
      <Badge tone="attention" className="self-start">
        {t("status.completedNotSigned")}
      </Badge>
    ) : (
      <Badge tone="new" className="self-start">
        {t("status.completed")}
      </Badge>
    );
  const percent = Math.max(0, Math.min(100, Math.round(item.progress.percent)));
  return (
    <span className="flex flex-col gap-1">
      <Badge tone="neutral" className="self-start">
        {t("status.in_progress")}
      </Badge>
      <span className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span aria-hidden className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
          <span className="block h-full rounded-full bg-amber-500" style={{ width: `${percent}%` }} />
        </span>
        {t("progress", { percent, position: item.progress.position, total: item.progress.total })}
      </span>
    </span>
  );
}

/**
 * "Submitted 5 mins ago" / "Last active 2 days ago", with the exact time in the element. The wording depends on
 * the moment it is drawn, so the server's and the browser's may differ by a minute: that difference is expected.
 */
export function SubmissionTime({ item }: { item: Pick<TSubmissionListItem, "status" | "activity_at"> }) {
  const { t, i18n } = useTranslation("submissions");
  const ago = useRelativeTime();
  const exact = new Intl.DateTimeFormat(i18n.language === "es" ? "es-US" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: DISPLAY_TIME_ZONE,
  }).format(new Date(item.activity_at));
  return (
    <time dateTime={item.activity_at} title={exact} suppressHydrationWarning className="text-sm text-slate-700 dark:text-slate-300">
      {item.status === "completed"
        ? t("list.submittedAgo", { time: ago(item.activity_at) })
        : t("list.activeAgo", { time: ago(item.activity_at) })}
    </time>
  );
}
