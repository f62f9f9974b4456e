import { z } from "zod";
import { SUPPORT_BODY_MAX, SUPPORT_SUBJECT_MAX } from "./settings-rules.ts";

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
