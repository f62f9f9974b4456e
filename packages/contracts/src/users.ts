import { z } from "zod";

export const userTypes = ["Admin", "Restricted-Admin", "Agent"] as const;
export const ZUserType = z.enum(userTypes);
export type TUserType = z.infer<typeof ZUserType>;

/** The languages the product speaks to its users (pages, notifications, emails). */
export const appLocales = ["en", "es"] as const;
export const ZAppLocale = z.enum(appLocales, { error: "Choose en or es" });
export type TAppLocale = z.infer<typeof ZAppLocale>;

/** The app's user record. */
export const ZUser = z.object({
  id: z.string(),
  auth_id: z.string(),
  sub: z.string().nullable(),
  email: z.string(),
  org_id: z.string().nullable(),
  user_type: ZUserType,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  tos_accepted: z.string().nullable(),
  connecture_tos_accepted: z.string().nullable(),
  crm_tos_accepted: z.string().nullable(),
  connecture_agent_id: z.string().nullable(),
  /** The language of their notifications and emails: set at sign-up from the browser, changed with the language switch. */
  locale: ZAppLocale,
  created_at: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** What `GET /api/auth/me` returns: the user, with the organisation summary the shell needs. */
export const ZProfile = ZUser.extend({
  /** The name typed at sign-up (or given by Google), while the first or last name is missing: the agent Name step starts from it. */
  signup_name: z.string().nullable(),
  org: z
    .object({
      id: z.string(),
      name: z.string().nullable(),
      user_count: z.number().int(),
      number_failed_payment_attempts: z.number().int(),
    })
    .nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

const name = z.string().trim().min(1, "Required").max(100, "Use at most 100 characters");

/** Fields a user may change on themself. Timestamps of acceptance are set by the server, never sent. */
export const ZUpdateUserRequest = z
  .object({
    first_name: name.optional(),
    last_name: name.optional(),
    tos_accepted: z.literal(true).optional(),
    connecture_tos_accepted: z.literal(true).optional(),
    crm_tos_accepted: z.literal(true).optional(),
  })
  .strict();
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

/** `PUT /api/users/me/locale`: the signed-in user's language. */
export const ZUpdateLocaleRequest = z.object({ locale: ZAppLocale }).strict();
export const ZUpdateLocaleResponse = z.object({ locale: ZAppLocale });

export const ZEmailExistsResponse = z.object({
  exists: z.boolean(),
  methods: z.array(z.enum(["email", "google"])),
});
export type TEmailExistsResponse = z.infer<typeof ZEmailExistsResponse>;
