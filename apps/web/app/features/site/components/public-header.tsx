import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../i18n/react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "../../../components/logo";
import { ButtonLink } from "../../../components/ui/button";
import { IconButton } from "../../../components/ui/icon-button";
import { Drawer } from "../../../components/ui/drawer";
import { paths } from "../../../config/paths";
import { useUser } from "../../auth/components/user-provider";
import { ColorModeToggle } from "../../shell/components/color-mode-toggle";

type Item = { href: string; label: string };

/**
 * Header of public pages: visitors see About Us, Resources, Set up a Demo, Log In and Sign Up;
 * signed-in users see Troubleshoot and a way back to their dashboard. Below md the links move into a drawer.
 */
export function PublicHeader() {
  const { t } = useTranslation("shell");
  const { user } = useUser();
  // The drawer is open for the page it was opened on, so following any link inside it closes it.
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === key;
  const setOpen = (value: boolean) => setOpenedAt(value ? key : null);
  const items: Item[] = user
    ? [{ href: paths.troubleshoot, label: t("header.troubleshoot") }]
    : [
        { href: paths.about, label: t("header.about") },
        { href: paths.resources, label: t("header.resources") },
        { href: paths.demo, label: t("header.demo") },
      ];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-brand-50 hover:text-brand-800 dark:hover:bg-slate-800 dark:hover:text-white ${
      isActive ? "text-brand-700 underline decoration-2 underline-offset-8 dark:text-brand-300" : "text-slate-700 dark:text-slate-200"
    }`;

  const actions = user ? (
    <ButtonLink href={paths.dashboard}>{t("header.dashboard")}</ButtonLink>
  ) : (
    <>
      <ButtonLink href={paths.apiLogin} variant="ghost">
        {t("header.login")}
      </ButtonLink>
      <ButtonLink href={paths.signup}>{t("header.signup")}</ButtonLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Link to={paths.home} aria-label={t("logoAlt")} className="mr-auto inline-flex min-h-11 items-center rounded-lg">
          <Logo />
        </Link>
        <nav aria-label={t("mainNav")} className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink key={item.href} to={item.href} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <ColorModeToggle />
          {actions}
        </div>
        {user ? null : (
          <ButtonLink href={paths.signup} className="md:hidden">
            {t("header.signup")}
          </ButtonLink>
        )}
        <IconButton className="md:hidden" aria-label={t("openMenu")} onPress={() => setOpen(true)}>
          <Menu aria-hidden className="size-6" />
        </IconButton>
      </div>
      <Drawer isOpen={open} onOpenChange={setOpen} title={t("mainNav")} hideTitle leading={<Logo />} closeLabel={t("closeMenu")}>
        <nav aria-label={t("mainNav")} className="flex flex-col gap-1 p-4">
          {items.map((item) => (
            <NavLink key={item.href} to={item.href} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex flex-col gap-3 border-t border-slate-200 p-4 dark:border-slate-800">{actions}</div>
        <div className="px-2 pb-6">
          <ColorModeToggle showLabel />
        </div>
      </Drawer>
    </header>
  );
}
