import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { invites, users } from "../../db/schema.ts";

export type InviteRow = typeof invites.$inferSelect;
/** A pending invite with the name of who sent it. */
export type PendingInviteRow = InviteRow & {
  inviter_first_name: string | null;
  inviter_last_name: string | null;
  inviter_email: string | null;
};

const pending = and(isNull(invites.accepted_at), isNull(invites.revoked_at));

/**
 * Creates the pending invite of an address, or renews the one already pending (new role, language, token, sender
 * and expiry): one pending invite per organisation and address. `resent` tells the two apart.
 */
export async function upsertPendingInvite(
  db: Db | Tx,
  values: Pick<InviteRow, "org_id" | "email" | "role" | "locale" | "token_hash" | "invited_by" | "expires_at">,
): Promise<{ invite: InviteRow; resent: boolean }> {
  const now = new Date();
  const [row] = await db
    .insert(invites)
    .values({ ...values, sent_at: now })
    .onConflictDoUpdate({
      target: [invites.org_id, invites.email],
      targetWhere: sql`${invites.accepted_at} is null and ${invites.revoked_at} is null`,
      set: {
        role: values.role,
        locale: values.locale,
        token_hash: values.token_hash,
        invited_by: values.invited_by,
        expires_at: values.expires_at,
        sent_at: now,
        updated_at: now,
      },
    })
    .returning({ id: invites.id, inserted: sql<boolean>`(xmax = 0)` });
  const [invite] = await db.select().from(invites).where(eq(invites.id, row!.id));
  return { invite: invite!, resent: !row!.inserted };
}

/** The organisation's pending invites (expired ones included, to resend), oldest first, with who sent each. */
export async function listPendingInvites(db: Db, orgId: string): Promise<PendingInviteRow[]> {
  const rows = await db
    .select({ invite: invites, first: users.first_name, last: users.last_name, email: users.email })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.invited_by))
    .where(and(eq(invites.org_id, orgId), pending))
    .orderBy(asc(invites.created_at));
  return rows.map((row) => ({ ...row.invite, inviter_first_name: row.first, inviter_last_name: row.last, inviter_email: row.email }));
}

/** A pending invite of the organisation by id. */
export async function findPendingOrgInvite(db: Db, orgId: string, id: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.org_id, orgId), eq(invites.id, id), pending));
  return row;
}

/** Revokes a pending invite of the organisation; undefined when there is none with this id. */
export async function revokePendingInvite(db: Db | Tx, orgId: string, id: string): Promise<InviteRow | undefined> {
  const [row] = await db
    .update(invites)
    .set({ revoked_at: new Date() })
    .where(and(eq(invites.org_id, orgId), eq(invites.id, id), pending))
    .returning();
  return row;
}

/** The invite a link opens: this id and token, still pending and not expired; with who sent it. */
export async function findUsableInvite(db: Db | Tx, id: string, tokenHash: string): Promise<PendingInviteRow | undefined> {
  const [row] = await db
    .select({ invite: invites, first: users.first_name, last: users.last_name, email: users.email })
    .from(invites)
    .leftJoin(users, eq(users.id, invites.invited_by))
    .where(and(eq(invites.id, id), eq(invites.token_hash, tokenHash), pending, gt(invites.expires_at, sql`now()`)));
  return row && { ...row.invite, inviter_first_name: row.first, inviter_last_name: row.last, inviter_email: row.email };
}

/**
 * Uses an invite once: marks it accepted by `userId` if it is still pending, unexpired and this token's. Inside the
 * accepting transaction; undefined when it was not usable (two acceptances at once: one wins).
 */
export async function consumeInvite(tx: Tx, id: string, tokenHash: string, userId: string | null): Promise<InviteRow | undefined> {
  const [row] = await tx
    .update(invites)
    .set({ accepted_at: new Date(), accepted_by: userId })
    .where(and(eq(invites.id, id), eq(invites.token_hash, tokenHash), pending, gt(invites.expires_at, sql`now()`)))
    .returning();
  return row;
}

/** Records who accepted an invite consumed before their user existed (a sign-up through it). */
export async function setInviteAcceptedBy(tx: Tx, id: string, userId: string): Promise<void> {
  await tx.update(invites).set({ accepted_by: userId }).where(eq(invites.id, id));
}
