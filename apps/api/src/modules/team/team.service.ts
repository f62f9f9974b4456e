import { createHash, randomBytes } from "node:crypto";
import { canGrantRole, canManageMember } from "@planready/contracts/permissions";
import {
  INVITE_COOKIE,
  INVITE_TOKEN_SHAPE,
  INVITE_TTL_DAYS,
  INVITES_PER_ORG_PER_DAY,
  type TAcceptInviteResponse,
  type TCreateInviteRequest,
  type TInviteLookup,
  type TTeam,
} from "@planready/contracts/team";
import type { TAppLocale, TUserType } from "@planready/contracts/users";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { countOrgActionsSince, recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { countMemberLinks, handOverLinks } from "../links/links.service.ts";
import { findOrgById } from "../orgs/orgs.service.ts";
import { assertOrgMember } from "../orgs/orgs.policy.ts";
import {
  assertAdminRemains,
  createInvitedUser,
  deleteOrgMember,
  findOrgMember,
  joinOrg,
  listOrgMembers,
  setMemberRole,
} from "../users/users.service.ts";
import { inviteEmail } from "./invite.email.ts";
import {
  consumeInvite,
  findPendingOrgInvite,
  findUsableInvite,
  listPendingInvites,
  revokePendingInvite,
  setInviteAcceptedBy,
  upsertPendingInvite,
} from "./invites.repository.ts";
import { displayName, presentInvite, presentMember } from "./team.presenter.ts";

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** An invite link's id and token, as the invite page hands them to a sign-up (the invite cookie). */
export type InviteClaim = { id: string; token: string };

/** The page an invite's link opens: `/invite/{id}?token=…`, in the email's language. */
export function inviteUrl(publicUrl: string, id: string, token: string, locale: TAppLocale): string {
  const url = new URL(`/invite/${id}`, publicUrl);
  url.searchParams.set("token", token);
  url.searchParams.set("lng", locale);
  return url.toString();
}

/** The invite a sign-up request carries in the invite cookie (`<id>.<token>`), or null. */
export function inviteClaimFromHeaders(headers: { get(name: string): string | null } | undefined): InviteClaim | null {
  const value = headers?.get("cookie")?.match(new RegExp(`(?:^|;\\s*)${INVITE_COOKIE}=([^;]+)`))?.[1];
  const [id = "", token = ""] = decodeURIComponent(value ?? "").split(".");
  return UUID.test(id) && INVITE_TOKEN_SHAPE.test(token) ? { id, token } : null;
}

/**
 * `POST /orgs/{id}/invites`: invites an address to the agency with a role no higher than the inviter's, and emails
 * the link (in the language chosen for the invitee, else the inviter's). Inviting an address with a pending invite
 * renews that invite (role, language, a new link valid for 7 more days; the old link stops working): a resend. At
 * most 50 invite emails per organisation in any 24 hours.
 */
export async function sendInvite(
  deps: Pick<AppDeps, "db" | "mailer" | "publicUrl" | "log">,
  actor: Actor,
  orgId: string,
  input: TCreateInviteRequest,
  origin: AuditOrigin | null,
) {
  const issued = await issueInvite(deps.db, actor, orgId, input, origin);
  const { invite, locale } = issued;
  const org = await findOrgById(deps.db, orgId);
  const mail = inviteEmail({
    to: invite.email,
    locale,
    inviterName: displayName(actor) ?? actor.email,
    agencyName: org?.name?.trim() || null,
    role: invite.role,
    url: inviteUrl(deps.publicUrl, invite.id, issued.claim.token, locale),
  });
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    // Only the error's code: a mail server's message may quote the address. The invite stays pending to resend.
    deps.log.error({ code: (error as { code?: unknown }).code ?? "unknown", inviteId: invite.id }, "The invite email could not be sent.");
    throw new AppError("SERVICE_UNAVAILABLE", "The invite was saved but its email could not be sent; resend it shortly.");
  }
  const inviter = { inviter_first_name: actor.first_name, inviter_last_name: actor.last_name, inviter_email: actor.email };
  return { invite: presentInvite({ ...invite, ...inviter }), resent: issued.resent };
}

/**
 * Creates (or renews) the pending invite and audits it, without emailing it: returns the link's id and token, which
 * are never stored. `sendInvite` emails them; the demo seed (cli/seed-team.ts) signs its agents up through them.
 */
export async function issueInvite(db: Db, actor: Actor, orgId: string, input: TCreateInviteRequest, origin: AuditOrigin | null) {
  assertOrgMember(actor, orgId);
  if (!canGrantRole(actor.user_type, input.role)) throw new AppError("ROLE_NOT_ALLOWED", "You cannot invite someone above your own role.");
  const email = input.email.trim().toLowerCase();
  const members = await listOrgMembers(db, orgId);
  if (members.some((member) => member.email.toLowerCase() === email)) {
    throw new AppError("CONFLICT", "This person is already a member of the agency.");
  }
  const since = new Date(Date.now() - DAY_MS);
  if ((await countOrgActionsSince(db, orgId, ["invite.created", "invite.resent"], since)) >= INVITES_PER_ORG_PER_DAY) {
    throw new AppError("INVITE_LIMIT_REACHED", `At most ${INVITES_PER_ORG_PER_DAY} invites per agency per day.`);
  }
  const locale = input.locale ?? actor.locale;
  const token = randomBytes(32).toString("base64url");
  const { invite, resent } = await db.transaction(async (tx) => {
    const saved = await upsertPendingInvite(tx, {
      org_id: orgId,
      email,
      role: input.role,
      locale,
      token_hash: hashToken(token),
      invited_by: actor.id,
      expires_at: new Date(Date.now() + INVITE_TTL_DAYS * DAY_MS),
    });
    await recordAudit(tx, actor, origin, {
      action: saved.resent ? "invite.resent" : "invite.created",
      target: { type: "invite", id: saved.invite.id },
      details: { email, role: input.role },
    });
    return saved;
  });
  return { invite, resent, locale, claim: { id: invite.id, token } satisfies InviteClaim };
}

/** `GET /orgs/{id}/members`: the agency's members (role, status, links held) and its pending invites. */
export async function getTeam(db: Db, actor: Actor, orgId: string): Promise<TTeam> {
  assertOrgMember(actor, orgId);
  const [members, linkCounts, pending] = await Promise.all([
    listOrgMembers(db, orgId),
    countMemberLinks(db, orgId),
    listPendingInvites(db, orgId),
  ]);
  return {
    members: members.map((member) => presentMember(member, linkCounts.get(member.id) ?? 0)),
    invites: pending.map((row) => presentInvite(row)),
  };
}

/** `DELETE /invites/{id}`: revokes a pending invite of the caller's agency (its link stops working at once). */
export async function revokeInvite(db: Db, actor: Actor, inviteId: string, origin: AuditOrigin | null): Promise<void> {
  const orgId = actor.org_id;
  const invite = orgId ? await findPendingOrgInvite(db, orgId, inviteId) : undefined;
  if (!orgId || !invite) throw new AppError("NOT_FOUND", "No pending invite with this id in your agency.");
  if (!canManageMember(actor.user_type, invite.role)) throw new AppError("ROLE_NOT_ALLOWED", "This invite is for a role above yours.");
  await db.transaction(async (tx) => {
    if (!(await revokePendingInvite(tx, orgId, inviteId))) return;
    await recordAudit(tx, actor, origin, {
      action: "invite.revoked",
      target: { type: "invite", id: inviteId },
      details: { email: invite.email, role: invite.role },
    });
  });
}

/**
 * `GET /invites/{id}?token=`: what the invite page shows before anyone signs in — the agency, the address, the role
 * and who invites. `{ valid: false }` and nothing else on any failure: unknown id, wrong token, used, revoked,
 * expired.
 */
export async function lookupInvite(db: Db, id: string, token: string | undefined): Promise<TInviteLookup> {
  if (!UUID.test(id) || !token || !INVITE_TOKEN_SHAPE.test(token)) return { valid: false };
  const invite = await findUsableInvite(db, id, hashToken(token));
  if (!invite) return { valid: false };
  const org = await findOrgById(db, invite.org_id);
  if (!org) return { valid: false };
  return {
    valid: true,
    org_id: org.id,
    org_name: org.name?.trim() || null,
    email: invite.email,
    role: invite.role,
    inviter_name: displayName({ first_name: invite.inviter_first_name, last_name: invite.inviter_last_name, email: invite.inviter_email }),
    expires_at: invite.expires_at.toISOString(),
  };
}

/**
 * `POST /users/invite/{inviteId}`: the signed-in user accepts an invite. A user of no agency joins with the invited
 * role; a member of the inviting agency just uses it up (their role stays); a member of another agency is told so
 * (INVITE_OTHER_ORGANISATION) and nothing moves: leaving an agency is never a side effect of opening a link.
 */
export async function acceptInvite(
  db: Db,
  actor: Actor,
  inviteId: string,
  token: string,
  origin: AuditOrigin | null,
): Promise<TAcceptInviteResponse> {
  const invite = UUID.test(inviteId) ? await findUsableInvite(db, inviteId, hashToken(token)) : undefined;
  if (!invite) throw new AppError("INVALID_TOKEN", "This invite is invalid, used or expired.");
  if (actor.org_id && actor.org_id !== invite.org_id) {
    throw new AppError(
      "INVITE_OTHER_ORGANISATION",
      "You are signed in to another agency; sign out to accept this invite with a new account.",
    );
  }
  return db.transaction(async (tx) => {
    if (!(await consumeInvite(tx, inviteId, hashToken(token), actor.id))) throw new AppError("INVALID_TOKEN", "This invite was just used.");
    const joined = !actor.org_id;
    const user = joined ? await joinOrg(tx, actor.id, invite.org_id, invite.role) : actor;
    await recordAudit(tx, { id: user.id, email: user.email, org_id: invite.org_id }, origin, {
      action: "invite.accepted",
      target: { type: "invite", id: inviteId },
      details: { role: user.user_type, joined },
    });
    return { org_id: invite.org_id, role: user.user_type, joined };
  });
}

/**
 * A new sign-in identity created through an invite (the invite cookie on the sign-up request, or on Google's
 * callback): its app user joins the inviting agency with the invited role — no agency of its own, no agency
 * onboarding — and the invite is used up, in one transaction. Null when the invite is not usable (then the person
 * founds an agency like any sign-up).
 */
export async function joinThroughInvite(
  db: Db,
  identity: { id: string; email: string },
  claim: InviteClaim,
  locale: TAppLocale | undefined,
  origin: AuditOrigin | null,
): Promise<Actor | null> {
  return db.transaction(async (tx) => {
    const invite = await consumeInvite(tx, claim.id, hashToken(claim.token), null);
    if (!invite) return null;
    const user = await createInvitedUser(tx, {
      authId: identity.id,
      email: identity.email,
      orgId: invite.org_id,
      role: invite.role,
      locale,
    });
    await setInviteAcceptedBy(tx, invite.id, user.id);
    await recordAudit(tx, user, origin, {
      action: "invite.accepted",
      target: { type: "invite", id: invite.id },
      details: { role: invite.role, joined: true },
    });
    return user;
  });
}

/** `PUT /users/{id}/role`: never to a role above the caller's, never someone above them, never the last Admin's. */
export async function changeMemberRole(db: Db, actor: Actor, userId: string, role: TUserType, origin: AuditOrigin | null) {
  const orgId = actor.org_id;
  const member = orgId ? await findOrgMember(db, orgId, userId) : undefined;
  if (!orgId || !member) throw new AppError("NOT_FOUND", "No user with this id in your agency.");
  if (!canManageMember(actor.user_type, member.user_type) || !canGrantRole(actor.user_type, role)) {
    throw new AppError("ROLE_NOT_ALLOWED", "You cannot give a role above your own or change someone above you.");
  }
  if (member.user_type === role) return presentMember(member, (await countMemberLinks(db, orgId)).get(userId) ?? 0);
  const updated = await db.transaction(async (tx) => {
    if (member.user_type === "Admin") await assertAdminRemains(tx, orgId, userId);
    const row = await setMemberRole(tx, orgId, userId, role);
    if (!row) throw new AppError("NOT_FOUND", "No user with this id in your agency.");
    await recordAudit(tx, actor, origin, {
      action: "user.role_changed",
      target: { type: "user", id: userId },
      details: { from: member.user_type, to: role, email: member.email },
    });
    return row;
  });
  const counts = await countMemberLinks(db, orgId);
  return presentMember(updated, counts.get(userId) ?? 0);
}

/**
 * `DELETE /users/{id}?handOverTo=`: removes a member. Their links (created, or held as a stakeholder) go to the member
 * the Admin chose — required when they hold any —, then their sign-in identity is deleted, which ends every session
 * of theirs at once. Never oneself, never someone above the caller, never the last Admin.
 */
export async function removeMember(db: Db, actor: Actor, userId: string, handOverTo: string | undefined, origin: AuditOrigin | null) {
  const orgId = actor.org_id;
  const member = orgId ? await findOrgMember(db, orgId, userId) : undefined;
  if (!orgId || !member) throw new AppError("NOT_FOUND", "No user with this id in your agency.");
  if (userId === actor.id) throw new AppError("CONFLICT", "You cannot remove yourself from the agency.");
  if (!canManageMember(actor.user_type, member.user_type))
    throw new AppError("ROLE_NOT_ALLOWED", "You cannot remove someone above your own role.");
  const heldLinks = (await countMemberLinks(db, orgId)).get(userId) ?? 0;
  if (handOverTo !== undefined && (handOverTo === userId || !(await findOrgMember(db, orgId, handOverTo)))) {
    throw new AppError("VALIDATION_FAILED", "The links must go to another member of the agency.", [
      { path: "querystring.handOverTo", message: "Choose another member of the agency" },
    ]);
  }
  if (heldLinks > 0 && !handOverTo) throw new AppError("HANDOVER_REQUIRED", "Choose a member to take over this person's links.");
  await db.transaction(async (tx: Tx) => {
    if (member.user_type === "Admin") await assertAdminRemains(tx, orgId, userId);
    const moved = handOverTo ? await handOverLinks(tx, { orgId, fromUserId: userId, toUserId: handOverTo }) : 0;
    if (!(await deleteOrgMember(tx, orgId, userId))) throw new AppError("NOT_FOUND", "No user with this id in your agency.");
    await recordAudit(tx, actor, origin, {
      action: "user.removed",
      target: { type: "user", id: userId },
      details: { email: member.email, role: member.user_type, links_handed_over: moved, handed_over_to: handOverTo ?? null },
    });
  });
}
