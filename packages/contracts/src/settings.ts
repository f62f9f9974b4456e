import { z } from "zod";
import { can, type TPermission } from "./permissions.ts";

/**
 * Account settings (docs/product.md#account-settings): the sections of `/settings`, in the side menu's order, and who
 * may open each (`permission`; none: every signed-in user). The index page and the menu both read this list.
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

/** `POST /api/users/me/email`: the address to move to; a link mailed there confirms it. */
export const ZChangeEmailRequest = z.object({ newEmail: z.email("Enter a valid email address").max(254) }).strict();
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

const password = z.string().min(1, "Required").max(128, "Use at most 128 characters");

/** `POST /api/users/me/password`: the current password, then the new one; the user's other sessions end. */
export const ZChangePasswordRequest = z.object({ currentPassword: password, newPassword: password }).strict();
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** `POST /api/users/me/password/new`: a first password for someone who signed up with Google. */
export const ZSetPasswordRequest = z.object({ newPassword: password }).strict();
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

/** `GET /api/users/me/sign-in-methods`: how the user can sign in, and whether Google sign-in is offered at all. */
export const ZSignInMethods = z.object({
  password: z.boolean(),
  google: z.boolean(),
  googleAvailable: z.boolean(),
});
export type TSignInMethods = z.infer<typeof ZSignInMethods>;

/** A message to support: its limits (the form and the API share them). */
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_BODY_MAX = 5000;
/** Messages one user may send to support per hour. */
export const SUPPORT_MESSAGES_PER_HOUR = 5;

export const ZSupportMessageRequest = z
  .object({
    subject: z.string().trim().min(1, "Required").max(SUPPORT_SUBJECT_MAX, `Use at most ${SUPPORT_SUBJECT_MAX} characters`),
    body: z.string().trim().min(1, "Required").max(SUPPORT_BODY_MAX, `Use at most ${SUPPORT_BODY_MAX} characters`),
  })
  .strict();
export type TSupportMessageRequest = z.infer<typeof ZSupportMessageRequest>;

export const ZSupportMessageResponse = z.object({ id: z.string(), created_at: z.string() });

/** `GET /api/support`: how to reach support and which version of the app is running. */
export const ZSupportInfo = z.object({ email: z.string(), version: z.string() });
export type TSupportInfo = z.infer<typeof ZSupportInfo>;
