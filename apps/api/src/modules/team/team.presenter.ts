import type { TInvite, TMember } from "@planready/contracts/team";
import type { Actor } from "../../core/actor.ts";
import type { PendingInviteRow } from "./invites.repository.ts";

/** A person's name as others read it: first and last name, else their address. */
export function displayName(person: { first_name: string | null; last_name: string | null; email: string | null }): string | null {
  return [person.first_name, person.last_name].filter((part) => part?.trim()).join(" ") || person.email;
}

export function presentInvite(row: PendingInviteRow, now = new Date()): TInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    locale: row.locale,
    invited_by: displayName({ first_name: row.inviter_first_name, last_name: row.inviter_last_name, email: row.inviter_email }),
    sent_at: row.sent_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    expired: row.expires_at.getTime() <= now.getTime(),
  };
}

export function presentMember(user: Actor, linkCount: number): TMember {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    user_type: user.user_type,
    status: user.first_name && user.last_name && user.tos_accepted ? "active" : "onboarding",
    link_count: linkCount,
    joined_at: user.created_at.toISOString(),
  };
}
