import type { TProfile } from "@planready/contracts/users";
import { ChevronDown, LayoutDashboard, LogOut, Moon, Sun } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Button } from "react-aria-components";
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from "../../../components/ui/menu";
import { paths } from "../../../config/paths";
import { signOut } from "../../../lib/sign-out";
import { useColorMode } from "../hooks/use-color-mode";
import { displayName, initials, USER_MENU_BUTTON_CLASS } from "./user-names";

/**
 * The avatar menu: My Dashboard, Sign out, and the light/dark choice. Loaded by `user-menu-button.tsx` when first
 * pressed (`openOnMount`: that press opens it, from its own button, so closing gives focus back to it).
 */
export function UserMenu({ user, openOnMount = false }: { user: TProfile; openOnMount?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    trigger.current?.focus();
    // Opened once its button holds focus, so closing the menu gives focus back to it.
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openOnMount]);
  const { t } = useTranslation("shell");
  const [mode, setMode] = useColorMode();
  const name = displayName(user);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button ref={trigger} className={USER_MENU_BUTTON_CLASS} data-testid="user-menu">
        <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
          {initials(user)}
        </span>
        {/* The name is the button's accessible name at every width; it is only drawn from lg up. */}
        <span className="sr-only max-w-40 truncate font-medium lg:not-sr-only">{name}</span>
        <span className="sr-only">, {t("userMenu.open")}</span>
        <ChevronDown aria-hidden className="size-4" />
      </Button>
      <Menu aria-label={t("userMenu.label", { name })}>
        <MenuSection aria-label={name}>
          <MenuItem id="dashboard" href={paths.dashboard} textValue={t("userMenu.dashboard")}>
            <LayoutDashboard aria-hidden className="size-5" />
            {t("userMenu.dashboard")}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection
          title={t("colorMode.label")}
          selectionMode="single"
          selectedKeys={[mode]}
          disallowEmptySelection
          onSelectionChange={(keys) => {
            const [next] = [...(keys as Set<string>)];
            if (next === "light" || next === "dark") setMode(next);
          }}
        >
          <MenuItem id="light" textValue={t("colorMode.light")}>
            <Sun aria-hidden className="size-5" />
            {t("colorMode.light")}
          </MenuItem>
          <MenuItem id="dark" textValue={t("colorMode.dark")}>
            <Moon aria-hidden className="size-5" />
            {t("colorMode.dark")}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection aria-label={t("userMenu.signOut")}>
          <MenuItem id="sign-out" onAction={() => signOut()} textValue={t("userMenu.signOut")}>
            <LogOut aria-hidden className="size-5" />
            {t("userMenu.signOut")}
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  );
}
