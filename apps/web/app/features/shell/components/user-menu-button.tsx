import type { TProfile } from "@planready/contracts/users";
import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { displayName, initials, USER_MENU_BUTTON_CLASS } from "./user-names";

const loadMenu = () => import("./user-menu");
const Menu = lazy(() => loadMenu().then((m) => ({ default: m.UserMenu })));

/**
 * The avatar button of the top bar. The menu it opens (react-aria's menu and popover, a good part of a signed-in
 * page's JavaScript) loads once the page is idle, and is put in place when the button is first pressed, opening at
 * once with focus in it; until then the button is a plain one that looks and reads the same.
 */
export function UserMenuButton({ user }: { user: TProfile }) {
  const { t } = useTranslation("shell");
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const fetchCode = () => void loadMenu().catch(() => {});
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(fetchCode, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(fetchCode, 1000);
    return () => clearTimeout(timer);
  }, []);
  const name = displayName(user);
  const button = (
    <button type="button" className={USER_MENU_BUTTON_CLASS} data-testid="user-menu" aria-haspopup="menu" onClick={() => setPressed(true)}>
      <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
        {initials(user)}
      </span>
      {/* The name is the button's accessible name at every width; it is only drawn from lg up. */}
      <span className="sr-only max-w-40 truncate font-medium lg:not-sr-only">{name}</span>
      <span className="sr-only">, {t("userMenu.open")}</span>
      <ChevronDown aria-hidden className="size-4" />
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <Menu user={user} openOnMount />
    </Suspense>
  );
}
