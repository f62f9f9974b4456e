import { paymentFailureState } from "@planready/contracts/payments";
import { hidesTopBarNav } from "@planready/contracts/layout";
import type { TProfile } from "@planready/contracts/users";
import { Menu as MenuIcon } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Link, useLocation } from "react-router";
import { Logo } from "../../../components/logo";
import { NativeIconButton as IconButton } from "../../../components/ui/native-button";
import { paths } from "../../../config/paths";
import { NotificationBell } from "../../notifications/components/notification-bell";
import { UserMenuButton } from "./user-menu-button";

/**
 * The fixed top bar of the signed-in layout. Navigation (menu button, bell) is hidden on /crm paths, and the bell
 * while the account is locked for failed payments (the API answers only what resolves payment then).
 */
export function TopBar({ user, showMenuButton, onOpenMenu }: { user: TProfile; showMenuButton: boolean; onOpenMenu: () => void }) {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  const showNav = !hidesTopBarNav(pathname);
  const locked = paymentFailureState(user.org?.number_failed_payment_attempts ?? 0).kind === "locked";
  return (
    <header
      aria-label={t("topBar.label")}
      className="fixed inset-x-0 top-0 z-40 h-16 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95"
    >
      <div className="flex h-full items-center gap-1 px-2 sm:gap-2 sm:px-4">
        {showNav && showMenuButton ? (
          <IconButton className="md:hidden" aria-label={t("openMenu")} onPress={onOpenMenu}>
            <MenuIcon aria-hidden className="size-6" />
          </IconButton>
        ) : null}
        <Link
          to={paths.dashboard}
          aria-label={`PlanReady, ${t("header.dashboard")}`}
          className="mr-auto inline-flex min-h-11 items-center rounded-lg px-1"
        >
          <Logo />
        </Link>
        {showNav && !locked ? <NotificationBell userId={user.id} /> : null}
        <UserMenuButton user={user} />
      </div>
    </header>
  );
}
