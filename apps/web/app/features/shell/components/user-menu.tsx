import type { TProfile } from "@planready/contracts/users";
import { ChevronDown, LayoutDashboard, LogOut, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "react-aria-components";
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from "../../../components/ui/menu";
import { paths } from "../../../config/paths";
import { signOut } from "../../../lib/sign-out";
import { useColorMode } from "../hooks/use-color-mode";

export function displayName(user: TProfile): string {
  const full = [user.first_name, user.last_name].filter(Boolean).join(" ").trim();
  return full || user.email;
}

function initials(user: TProfile): string {
  const letters = [user.first_name, user.last_name].map((part) => part?.trim()[0] ?? "").join("");
  return (letters || user.email[0] || "?").toUpperCase();
}

/** The avatar menu: My Dashboard, Sign out, and the light/dark choice. */
export function UserMenu({ user }: { user: TProfile }) {
  const { t } = useTranslation("shell");
  const [mode, setMode] = useColorMode();
  const name = displayName(user);
  return (
    <MenuTrigger>
      <Button
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full py-1 pr-2 pl-1 text-slate-800 outline-none hover:bg-slate-100 focus-visible:ring-4 focus-visible:ring-brand-300 dark:text-slate-100 dark:hover:bg-slate-800"
        data-testid="user-menu"
      >
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
