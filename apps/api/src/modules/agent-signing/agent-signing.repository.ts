import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agentSigningVersions, soaAgentSignatures } from "../../db/schema.ts";

export type AgentSigningRow = typeof agentSigningVersions.$inferSelect;
export type NewAgentSigning = Omit<typeof agentSigningVersions.$inferInsert, "id" | "version" | "created_at">;
export type SoaAgentSignatureRow = typeof soaAgentSignatures.$inferSelect;

/** The user's current (highest) version, or undefined before their first save. */
export async function findCurrentVersion(db: Db, userId: string): Promise<AgentSigningRow | undefined> {
  const [row] = await db
    .select()
    .from(agentSigningVersions)
    .where(eq(agentSigningVersions.user_id, userId))
    .orderBy(desc(agentSigningVersions.version))
    .limit(1);
  return row;
}

/** The current version of each of these users of the organisation that has saved one. */
export async function findCurrentVersions(db: Db, orgId: string, userIds: string[]): Promise<AgentSigningRow[]> {
  if (userIds.length === 0) return [];
  return db
    .selectDistinctOn([agentSigningVersions.user_id])
    .from(agentSigningVersions)
    .where(and(eq(agentSigningVersions.org_id, orgId), inArray(agentSigningVersions.user_id, userIds)))
    .orderBy(asc(agentSigningVersions.user_id), desc(agentSigningVersions.version));
}

/**
 * Adds the user's next version (one more than their highest). Two saves at once both compute the same number: the
 * unique index refuses the second, which tries again with the next one.
 */
export async function insertNextVersion(db: Db, values: NewAgentSigning): Promise<AgentSigningRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(agentSigningVersions)
        .values({
          ...values,
          version: sql`(select coalesce(max(${agentSigningVersions.version}), 0) + 1 from ${agentSigningVersions} where ${agentSigningVersions.user_id} = ${values.user_id})`,
        })
        .returning();
      return row!;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Records the agent's part of one SOA once: undefined when it was already signed. */
export async function insertSoaAgentSignature(
  db: Db,
  values: Omit<typeof soaAgentSignatures.$inferInsert, "signed_at">,
): Promise<SoaAgentSignatureRow | undefined> {
  const [row] = await db
    .insert(soaAgentSignatures)
    .values(values)
    .onConflictDoNothing({ target: soaAgentSignatures.consent_id })
    .returning();
  return row;
}

/** The agent's signatures of a response's SOAs, with the details each was signed with, in signing order. */
export async function listSoaAgentSignatures(
  db: Db,
  responseId: string,
): Promise<{ signature: SoaAgentSignatureRow; details: AgentSigningRow }[]> {
  return db
    .select({ signature: soaAgentSignatures, details: agentSigningVersions })
    .from(soaAgentSignatures)
    .innerJoin(agentSigningVersions, eq(agentSigningVersions.id, soaAgentSignatures.details_id))
    .where(eq(soaAgentSignatures.response_id, responseId))
    .orderBy(asc(soaAgentSignatures.signed_at), asc(soaAgentSignatures.consent_id));
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}
