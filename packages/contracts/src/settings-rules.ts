import { can, type TPermission } from "./permissions.ts";

/**
 * Account settings (docs/product.md#account-settings): the sections of `/settings`, in the side menu's order, and who
 * may open each (`permission`; none: every signed-in user), by the permission table the side menu reads too.
 */
export const settingsSections = [
  { id: "personalInfo" },
  { id: "agencyInfo", permission: "org:update" },
  { id: "users", permission: "users:manage" },
  { id: "paymentSettings", permission: "org:billing" },
  { id: "notificationPreferences" },
  { id: "documentSigning" },
  { id: "qrCodes" },
  { id: "support" },
] as const satisfies readonly { id: string; permission?: TPermission }[];
export type TSettingsSectionId = (typeof settingsSections)[number]["id"];

/** The sections a user of this type may open, in order. */
export function settingsSectionsFor(userType: string): TSettingsSectionId[] {
  return settingsSections.filter((section) => !("permission" in section) || can(userType, section.permission)).map((s) => s.id);
}

/** A message to support: its limits (the form and the API share them). */
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_BODY_MAX = 5000;
/** Messages one user may send to support per hour. */
export const SUPPORT_MESSAGES_PER_HOUR = 5;
