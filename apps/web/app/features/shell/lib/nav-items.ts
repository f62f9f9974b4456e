import { bulkSendTarget } from "@planready/contracts/layout";
import { can, type TPermission } from "@planready/contracts/permissions";
import type { TProfile } from "@planready/contracts/users";
import { BookOpen, Inbox, LayoutDashboard, PanelsTopLeft, Plug, Send, Settings, Store, type LucideIcon } from "lucide-react";
import { paths } from "../../../config/paths";

export type NavLinkItem = {
  kind: "link";
  id: string;
  /** Key in the shell namespace under sideMenu. */
  label: string;
  href: string;
  icon?: LucideIcon;
  badge?: "unreadSubmissions" | "new";
};
export type NavGroup = { kind: "group"; id: string; label: string; icon?: LucideIcon; heading?: boolean; items: NavLinkItem[] };
export type NavEntry = NavLinkItem | NavGroup;

const link = (id: string, href: string, icon?: LucideIcon, badge?: NavLinkItem["badge"]): NavLinkItem => ({
  kind: "link",
  id,
  label: id,
  href,
  ...(icon ? { icon } : {}),
  ...(badge ? { badge } : {}),
});

/**
 * The side menu (docs/product.md#side-menu), in order. Areas reached from the dashboard carry fromRFDashboard=true so they keep
 * the signed-in layout (see layoutForPath).
 */
export function sideMenuEntries(user: Pick<TProfile, "connecture_agent_id" | "crm_tos_accepted" | "user_type">): NavEntry[] {
  const bulk = bulkSendTarget(user);
  const entries: NavEntry[] = [
    link("dashboard", paths.dashboard, LayoutDashboard),
    {
      kind: "group",
      id: "submissionCenter",
      label: "submissionCenter",
      icon: Inbox,
      items: [link("submissions", paths.submissions, undefined, "unreadSubmissions"), link("archive", paths.archive)],
    },
    link("marketplace", paths.marketplace, Store),
    link("splashPages", paths.splashPages, PanelsTopLeft),
    link("integrations", paths.integrations, Plug, "new"),
  ];
  if (bulk) {
    const item = bulk === "connecture" ? link("connecture", paths.connectureHome, Send) : link("crm", paths.crmHome, Send);
    entries.push({ kind: "group", id: "bulkSend", label: "bulkSend", heading: true, items: [item] });
  }
  entries.push(link("resources", `${paths.resources}?fromRFDashboard=true`, BookOpen), {
    kind: "group",
    id: "accountSettings",
    label: "accountSettings",
    icon: Settings,
    items: [
      link("personalInfo", paths.settings.personalInfo),
      ...settingsFor(user.user_type, [
        ["org:update", link("agencyInfo", paths.settings.agencyInfo)],
        ["users:manage", link("users", paths.settings.users)],
        ["org:billing", link("paymentSettings", paths.settings.paymentSettings)],
      ]),
      link("notificationPreferences", paths.settings.notificationPermissions),
      link("documentSigning", paths.settings.agentSigning),
      link("qrCodes", paths.settings.qrCodes),
      // Each area's settings once the user belongs to it: a connecture agent id, or the CRM terms accepted.
      ...(user.connecture_agent_id ? [link("connectureSettings", `${paths.settings.connecture}?fromRFDashboard=true`)] : []),
      ...(user.crm_tos_accepted ? [link("crmSettings", paths.settings.crm)] : []),
      link("support", paths.settings.support),
    ],
  });
  return entries;
}

/** Settings sections the role may use, by the permission table (contracts `permissions.ts`), which the API reads too. */
function settingsFor(userType: string, items: [TPermission, NavLinkItem][]): NavLinkItem[] {
  return items.filter(([permission]) => can(userType, permission)).map(([, item]) => item);
}
