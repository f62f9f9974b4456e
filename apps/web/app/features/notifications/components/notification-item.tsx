import { appPath } from "@planready/contracts/app-urls";
import type { TNotification } from "@planready/contracts/notifications";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { isDocumentHref } from "../../../lib/document-href";
import { useRelativeTime } from "../../../lib/use-relative-time";
import { notificationWords } from "../lib/notification-words";

type Props = {
  notification: TNotification;
  /** Following the action: the drawer closes when it navigates in this tab. */
  onNavigate: () => void;
  /** Read (true) or unread (false); following the action marks it read. */
  onMark: (read: boolean) => void;
};

/**
 * One notification, in the page's language (its type's words from the catalog; an announcement's own words).
 * Unread ones get a tinted background, a dot and bold title, so the difference is not colour alone.
 * Its action opens in a new tab or navigates (action_type), and marks it read; a small button toggles read state.
 */
export function NotificationItem({ notification, onNavigate, onMark }: Props) {
  const { t } = useTranslation("notifications");
  const ago = useRelativeTime();
  const words = notificationWords(notification, t);
  const unread = !notification.read_at;
  // An announcement (an admin's own words) leads only into the app; the product's own notifications may name another
  // site (a review). The API already keeps announcements to the app's paths; this holds for whatever it stored before.
  const url =
    notification.type === "announcement" && notification.action_url !== null ? appPath(notification.action_url) : notification.action_url;
  const newTab = notification.action_type === "new_tab";
  const actionClass = buttonClasses(unread ? "primary" : "secondary", "md", "mt-3 min-h-11 px-4 text-sm");

  return (
    <article
      className={`flex gap-3 px-4 py-4 ${unread ? "bg-brand-50 dark:bg-brand-950/60" : ""}`}
      data-testid="notification"
      data-unread={unread}
    >
      <span aria-hidden className={`mt-2 size-2.5 shrink-0 rounded-full ${unread ? "bg-brand-600 dark:bg-brand-300" : "bg-transparent"}`} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className={unread ? "font-semibold text-slate-900 dark:text-white" : "font-medium text-slate-700 dark:text-slate-300"}>
            {unread ? <span className="sr-only">{t("drawer.unread")}: </span> : null}
            {words.title}
          </h3>
          <time dateTime={notification.created_at} className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
            {ago(notification.created_at)}
          </time>
        </div>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{words.text}</p>
        {url && words.actionText ? (
          newTab || isDocumentHref(url) ? (
            <a
              href={url}
              target={newTab ? "_blank" : undefined}
              rel={newTab ? "noreferrer" : undefined}
              className={actionClass}
              onClick={() => (unread ? onMark(true) : undefined)}
            >
              {words.actionText}
              {newTab ? <ExternalLink aria-hidden className="size-4" /> : null}
              {newTab ? <span className="sr-only"> {t("drawer.newTab")}</span> : null}
            </a>
          ) : (
            <Link
              to={url}
              onClick={() => {
                if (unread) onMark(true);
                onNavigate();
              }}
              className={actionClass}
            >
              {words.actionText}
            </Link>
          )
        ) : null}
        <button
          type="button"
          onClick={() => onMark(unread)}
          aria-label={`${unread ? t("drawer.markRead") : t("drawer.markUnread")}: ${words.title}`}
          className="mt-2 block min-h-11 cursor-pointer rounded-md px-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none dark:text-brand-200"
          data-testid="notification-toggle-read"
        >
          {unread ? t("drawer.markRead") : t("drawer.markUnread")}
        </button>
      </div>
    </article>
  );
}
