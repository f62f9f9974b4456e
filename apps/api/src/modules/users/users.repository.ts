import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { preparedFor } from "../../db/prepared.ts";
import { authAccount, authSession, authUser, orgs, users } from "../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<
  Pick<
    UserRow,
    | "first_name"
    | "last_name"
    | "tos_accepted"
    | "connecture_tos_accepted"
    | "crm_tos_accepted"
    | "sub"
    | "org_id"
    | "user_type"
    | "locale"
    | "email"
    | "connecture_agent_id"
  >
>;

export async function findUserByAuthId(db: Db, authId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.auth_id, authId));
  return row;
}

/** Tenant-scoped: a user of `orgId` by id. */
export async function findOrgUser(db: Db | Tx, orgId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.org_id, orgId), eq(users.id, userId)));
  return row;
}

export async function insertUser(db: Db | Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.auth_id }).returning();
  if (row) return row;
  const [existing] = await db.select().from(users).where(eq(users.auth_id, values.auth_id));
  return existing!;
}

/** Changes the fields the patch names; a patch naming none changes nothing and answers the row as it is. */
export async function updateUserById(db: Db | Tx, userId: string, patch: UserPatch): Promise<UserRow | undefined> {
  if (Object.values(patch).every((value) => value === undefined)) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  }
  const [row] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  return row;
}

/**
 * Removes a user of `orgId` completely: their sign-in identity goes too (sessions, accounts and the app user
 * cascade), so a removed person cannot keep using an old session or be re-provisioned into a new agency.
 */
export async function deleteOrgUser(db: Db | Tx, orgId: string, userId: string): Promise<boolean> {
  const [member] = await db
    .select({ authId: users.auth_id })
    .from(users)
    .where(and(eq(users.org_id, orgId), eq(users.id, userId)));
  if (!member) return false;
  await db.delete(authUser).where(eq(authUser.id, member.authId));
  return true;
}

/** The name the person gave their sign-in identity (typed at sign-up, or Google's), if any. */
export async function findIdentityName(db: Db, authId: string): Promise<string | null> {
  const [row] = await db.select({ name: authUser.name }).from(authUser).where(eq(authUser.id, authId));
  return row?.name?.trim() || null;
}

/** What a user's profile says of their organisation: its name, failed payments and how many users it has. */
export type ProfileOrg = { id: string; name: string | null; number_failed_payment_attempts: number; user_count: number };

export async function findProfileOrg(db: Db, orgId: string): Promise<ProfileOrg | undefined> {
  const [org] = await db
    .select({ id: orgs.id, name: orgs.name, number_failed_payment_attempts: orgs.number_failed_payment_attempts })
    .from(orgs)
    .where(eq(orgs.id, orgId));
  if (!org) return undefined;
  const [members] = await db.select({ n: count() }).from(users).where(eq(users.org_id, orgId));
  return { ...org, user_count: members?.n ?? 0 };
}

export async function listOrgUsers(db: Db, orgId: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.org_id, orgId)).orderBy(users.created_at);
}

/** Sign-in methods registered for an email, across identities other than `exceptAuthId`. */
export async function findSignInMethodsByEmail(db: Db, email: string, exceptAuthId?: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ provider: authAccount.providerId })
    .from(users)
    .innerJoin(authAccount, eq(authAccount.userId, users.auth_id))
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptAuthId ? ne(users.auth_id, exceptAuthId) : undefined));
  return rows.map((r) => r.provider);
}

/**
 * A session check in one round trip: the session of a sign-in token (its expiry and last refresh), its identity,
 * the app user (null while not provisioned) and what the profile shows of their organisation.
 */
export type SessionUserRow = {
  expiresAt: Date;
  identityId: string;
  identityEmail: string;
  identityName: string | null;
  user: UserRow | null;
  org: ProfileOrg | undefined;
};

const sessionUserByToken = preparedFor((db) =>
  db
    .select({
      expiresAt: authSession.expiresAt,
      identityId: authUser.id,
      identityEmail: authUser.email,
      identityName: authUser.name,
      user: users,
      orgId: orgs.id,
      orgName: orgs.name,
      orgFailedPayments: orgs.number_failed_payment_attempts,
      orgUserCount: sql<number>`(select count(*)::int from users m where m.org_id = ${users.org_id})`,
    })
    .from(authSession)
    .innerJoin(authUser, eq(authUser.id, authSession.userId))
    .leftJoin(users, eq(users.auth_id, authSession.userId))
    .leftJoin(orgs, eq(orgs.id, users.org_id))
    .where(eq(authSession.token, sql.placeholder("token")))
    .prepare("session_user_by_token"),
);

export async function findSessionUserByToken(db: Db, token: string): Promise<SessionUserRow | undefined> {
  const [row] = await sessionUserByToken(db).execute({ token });
  if (!row) return undefined;
  return {
    expiresAt: row.expiresAt,
    identityId: row.identityId,
    identityEmail: row.identityEmail,
    identityName: row.identityName?.trim() || null,
    user: row.user,
    org:
      row.orgId === null
        ? undefined
        : { id: row.orgId, name: row.orgName, number_failed_payment_attempts: row.orgFailedPayments ?? 0, user_count: row.orgUserCount },
  };
}

/** Marks (or unmarks) the user with this address as the product's staff; undefined when nobody has it. */
export async function setStaffByEmail(db: Db, email: string, isStaff: boolean): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ is_staff: isStaff })
    .where(sql`lower(${users.email}) = lower(${email})`)
    .returning();
  return row;
}

export async function listStaffUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.is_staff, true)).orderBy(users.email);
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/**
 * The ids of an organisation's Admins, their rows locked until the transaction ends: two Admins demoting or removing
 * each other at the same time are taken one after the other, so the agency always keeps one.
 */
export async function lockOrgAdminIds(tx: Tx, orgId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.org_id, orgId), eq(users.user_type, "Admin")))
    .for("update");
  return rows.map((row) => row.id);
}

/** The user a connecture agent id is linked to (one at most: a unique index). */
export async function findUserByConnectureAgentId(db: Db, agentId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.connecture_agent_id, agentId));
  return row;
}

/**
 * Sets the connecture agent id of a user who has none. "taken" when another account holds the id (unique index),
 * "other" when the user already holds another id, else the row.
 */
export async function setConnectureAgentId(db: Db | Tx, userId: string, agentId: string): Promise<UserRow | "taken" | "other" | undefined> {
  try {
    const [row] = await db
      .update(users)
      .set({ connecture_agent_id: agentId })
      .where(and(eq(users.id, userId), sql`(${users.connecture_agent_id} is null or ${users.connecture_agent_id} = ${agentId})`))
      .returning();
    if (row) return row;
  } catch (error) {
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    for (; e; e = e.cause as typeof e) if (e.code === "23505" && e.constraint === "users_connecture_agent_idx") return "taken";
    throw error;
  }
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return existing ? "other" : undefined;
}
