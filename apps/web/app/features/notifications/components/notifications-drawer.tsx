import { useQueryClient } from "@tanstack/react-query";
import { BellRing, Settings } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Drawer } from "../../../components/ui/drawer";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useNotifications } from "../api/get-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotification } from "../api/mark-notification-read";
import { notificationKeys } from "../api/notification-keys";
import { NotificationItem } from "./notification-item";

type Props = { userId: string; isOpen: boolean; onOpenChange: (open: boolean) => void };

/** Titled 'Your notifications', with the unread count, a Close button and a gear to the preferences. */
export function NotificationsDrawer({ userId, isOpen, onOpenChange }: Props) {
  const { t } = useTranslation("notifications");
  const query = useNotifications(userId, isOpen);
  const queryClient = useQueryClient();
  const mark = useMarkNotification(userId);
  const markAll = useMarkAllNotificationsRead(userId);
  const count = query.data?.count;
  // The list carries a fresh unread count: hand it to the bell instead of asking again.
  useEffect(() => {
    if (count !== undefined) queryClient.setQueryData(notificationKeys.count(userId), count);
  }, [count, queryClient, userId]);

  const subtitle =
    count !== undefined ? (
      <span className="flex flex-wrap items-center gap-x-3">
        <span className="text-sm text-slate-600 dark:text-slate-300" data-testid="notifications-drawer-count">
          {t("drawer.count", { count })}
        </span>
        {count > 0 ? (
          <Button variant="ghost" className="min-h-11 px-2 text-sm" isLoading={markAll.isPending} onPress={() => markAll.mutate()}>
            {t("drawer.markAllRead")}
          </Button>
        ) : null}
      </span>
    ) : null;
  const gear = (
    <Link
      to={paths.settings.notificationPermissions}
      aria-label={t("drawer.preferences")}
      title={t("drawer.preferences")}
      onClick={() => onOpenChange(false)}
      className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Settings aria-hidden className="size-5" />
    </Link>
  );

  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t("drawer.title")}
      subtitle={subtitle}
      closeLabel={t("drawer.close")}
      closeText
      actions={gear}
    >
      {query.isPending ? (
        <Spinner className="py-16" />
      ) : query.isError ? (
        <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
          <p className="text-slate-700 dark:text-slate-300">{t("drawer.loadError")}</p>
          <Button variant="secondary" onPress={() => void query.refetch()}>
            {t("drawer.retry")}
          </Button>
        </div>
      ) : query.data.buckets.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-16 text-center" data-testid="notifications-empty">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-slate-800 dark:text-brand-300">
            <BellRing aria-hidden className="size-7" />
          </span>
          <p className="text-lg font-semibold">{t("drawer.emptyTitle")}</p>
          <p className="max-w-xs text-slate-600 dark:text-slate-300">{t("drawer.emptyBody")}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {query.data.buckets.map((notification) => (
            <li key={notification.id}>
              <NotificationItem
                notification={notification}
                onNavigate={() => onOpenChange(false)}
                onMark={(read) => mark.mutate({ id: notification.id, read })}
              />
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
