import { formatBadgeCount } from "@planready/contracts/notification-badge";
import { Bell } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { NativeIconButton as IconButton } from "../../../components/ui/native-button";
import { lazyOverlay } from "../../../components/ui/lazy-overlay";
import { useNotificationCount } from "../api/get-notification-count";

/** The drawer's list, items and actions load when it first opens (or once the page is idle), not with every page. */
const NotificationsDrawer = lazyOverlay<{ userId: string; isOpen: boolean; onOpenChange: (isOpen: boolean) => void }>(() =>
  import("./notifications-drawer").then((m) => ({ default: m.NotificationsDrawer })),
);

/** The top-bar bell: unread count (99+ at most) and the notifications drawer it opens. */
export function NotificationBell({ userId }: { userId: string }) {
  const { t } = useTranslation("notifications");
  const [open, setOpen] = useState(false);
  const count = useNotificationCount(userId).data ?? 0;
  const badge = formatBadgeCount(count);
  return (
    <>
      <IconButton
        aria-label={badge ? t("bell.unread", { count }) : t("bell.label")}
        onPress={() => setOpen(true)}
        data-testid="notification-bell"
      >
        <Bell aria-hidden className="size-6" />
        {badge ? (
          <span
            aria-hidden
            className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-semibold text-white ring-2 ring-white tabular-nums dark:ring-slate-900"
            data-testid="notification-count"
          >
            {badge}
          </span>
        ) : null}
      </IconButton>
      <NotificationsDrawer userId={userId} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}
