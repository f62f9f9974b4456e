import { z } from "zod";
import { ZAppLocale, ZUserType } from "./users.ts";

/** An invite's link works for this many days after it was last sent; resending renews it. */
export const INVITE_TTL_DAYS = 7;
/** At most this many invite emails (new or resent) per organisation in any 24 hours. */
export const INVITES_PER_ORG_PER_DAY = 50;
/** The cookie the invite page sets before a sign-up so the new account joins that agency (`<invite id>.<token>`). */
export const INVITE_COOKIE = "planready_invite";
/** An invite's secret token: 32 random bytes, base64url. */
export const INVITE_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const ZInviteToken = z.string().regex(INVITE_TOKEN_SHAPE, "Not an invite token");

/** `POST /orgs/{id}/invites`: invite an address with a role (inviting it again updates and resends the pending invite). */
export const ZCreateInviteRequest = z
  .object({
    email: z
      .email("Enter a valid email address")
      .max(254)
      .transform((email) => email.trim().toLowerCase()),
    role: ZUserType,
    /** The language of the email; the inviter's own when absent. */
    locale: ZAppLocale.optional(),
  })
  .strict();
export type TCreateInviteRequest = z.input<typeof ZCreateInviteRequest>;

/** A pending invite as the agency's admins see it. */
export const ZInvite = z.object({
  id: z.string(),
  email: z.string(),
  role: ZUserType,
  locale: ZAppLocale,
  invited_by: z.string().nullable(),
  sent_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type TInvite = z.infer<typeof ZInvite>;

/** What `POST /orgs/{id}/invites` answers: the invite, and whether an earlier pending one was renewed. */
export const ZInviteSent = z.object({ invite: ZInvite, resent: z.boolean() });

/** `GET /invites/{id}?token=`: whether the invite can still be accepted; false on any failure, with nothing else. */
export const ZInviteLookupQuery = z.object({ token: z.string().max(100).optional() }).strict();
export const ZInviteLookup = z.union([
  z.object({ valid: z.literal(false) }),
  z.object({
    valid: z.literal(true),
    org_id: z.string(),
    org_name: z.string().nullable(),
    email: z.string(),
    role: ZUserType,
    inviter_name: z.string().nullable(),
    expires_at: z.string(),
  }),
]);
export type TInviteLookup = z.infer<typeof ZInviteLookup>;

/** `POST /users/invite/{inviteId}`: the signed-in user accepts an invite. */
export const ZAcceptInviteRequest = z.object({ token: ZInviteToken }).strict();
export const ZAcceptInviteResponse = z.object({ org_id: z.string(), role: ZUserType, joined: z.boolean() });
export type TAcceptInviteResponse = z.infer<typeof ZAcceptInviteResponse>;

/** A member of the agency as the user-management page shows them. */
export const ZMember = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  user_type: ZUserType,
  /** `active` once their onboarding is done (name and terms), `onboarding` until then. */
  status: z.enum(["active", "onboarding"]),
  /** Links they own or are a stakeholder of: what a removal hands over. */
  link_count: z.number().int(),
  joined_at: z.string(),
});
export type TMember = z.infer<typeof ZMember>;

/** `GET /orgs/{id}/members`: the members and the pending invites. */
export const ZTeam = z.object({ members: z.array(ZMember), invites: z.array(ZInvite) });
export type TTeam = z.infer<typeof ZTeam>;

/** `PUT /users/{id}/role`. */
export const ZChangeRoleRequest = z.object({ user_type: ZUserType }).strict();

/** `DELETE /users/{id}?handOverTo=`: the member who receives the removed person's links (needed when they have any). */
export const ZRemoveUserQuery = z.object({ handOverTo: z.uuid("Choose a member of the agency").optional() }).strict();
