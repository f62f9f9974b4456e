import { formatBadgeCount } from "@planready/contracts/notification-badge";
import { isNavItemActive } from "@planready/contracts/layout";
import type { TProfile } from "@planready/contracts/users";
import { Building2 } from "lucide-react";
import { useTranslation } from "../../../i18n/react";
import { Link, useLocation } from "react-router";
import { Badge } from "../../../components/ui/badge";
import { useUnreadSubmissionCount } from "../../notifications/api/get-unread-submission-count";
import { sideMenuEntries, type NavLinkItem } from "../lib/nav-items";
import { SideMenuGroup } from "./side-menu-group";

export const navLinkClass = (active: boolean, nested: boolean) =>
  `flex min-h-11 items-center gap-3 rounded-lg px-3 font-medium transition-colors ${nested ? "pl-11 text-[0.95rem]" : ""} ${
    active
      ? "bg-brand-600 text-white shadow-sm"
      : "text-slate-700 hover:bg-slate-200/70 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
  }`;

function SideMenuLink({ item, nested, unread }: { item: NavLinkItem; nested: boolean; unread: number }) {
  const { t } = useTranslation("shell");
  const location = useLocation();
  const active = isNavItemActive(item.href, location.pathname, location.search);
  const Icon = item.icon;
  const count = item.badge === "unreadSubmissions" ? formatBadgeCount(unread) : null;
  return (
    <Link to={item.href} aria-current={active ? "page" : undefined} className={navLinkClass(active, nested)}>
      {Icon ? <Icon aria-hidden className="size-5 shrink-0" /> : null}
      <span className="min-w-0 flex-1 truncate">{t(`sideMenu.${item.label}`)}</span>
      {count ? (
        <>
          <Badge tone="count" className={active ? "ring-2 ring-white" : ""}>
            <span aria-hidden>{count}</span>
          </Badge>
          <span className="sr-only">{t("sideMenu.unreadSubmissions", { count: unread })}</span>
        </>
      ) : null}
      {item.badge === "new" ? <Badge tone="new">{t("sideMenu.newTag")}</Badge> : null}
    </Link>
  );
}

/** The agent's navigation (docs/product.md#side-menu), used in the desktop sidebar and in the mobile drawer. */
export function SideMenu({ user }: { user: TProfile }) {
  const { t } = useTranslation("shell");
  const unread = useUnreadSubmissionCount(user.id).data ?? 0;
  const entries = sideMenuEntries(user);
  return (
    <div className="flex flex-col gap-4 p-3">
      <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5 dark:border-slate-700 dark:bg-slate-800">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700 dark:bg-brand-900 dark:text-brand-200">
          <Building2 aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-xs text-slate-600 dark:text-slate-400">{t("sideMenu.yourAgency")}</p>
          <p className="truncate font-semibold text-slate-900 dark:text-white" data-testid="org-name">
            {user.org?.name ?? "—"}
          </p>
        </div>
      </div>
      <nav aria-label={t("sideMenu.label")}>
        <ul className="flex flex-col gap-1">
          {entries.map((entry) =>
            entry.kind === "link" ? (
              <li key={entry.id}>
                <SideMenuLink item={entry} nested={false} unread={unread} />
              </li>
            ) : (
              <li key={entry.id}>
                <SideMenuGroup group={entry}>
                  {entry.items.map((item) => (
                    <li key={item.id}>
                      <SideMenuLink item={item} nested={!entry.heading} unread={unread} />
                    </li>
                  ))}
                </SideMenuGroup>
              </li>
            ),
          )}
        </ul>
      </nav>
    </div>
  );
}
