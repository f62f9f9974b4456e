import { and, eq, like, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authAccount, authVerification } from "../../db/schema.ts";

/** better-auth keeps each password reset token as a verification row `reset-password:<token>` holding the user id. */
const RESET_PREFIX = "reset-password:";

/**
 * Voids the user's password reset tokens, all of them or all but `keep` (the identifier of the one just issued):
 * requesting a new link or using one leaves no other link that still works.
 */
export async function voidPasswordResetTokens(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(authVerification)
    .where(
      and(
        eq(authVerification.value, userId),
        like(authVerification.identifier, `${RESET_PREFIX}%`),
        keep === undefined ? undefined : ne(authVerification.identifier, keep),
      ),
    );
}

export function isPasswordResetIdentifier(identifier: string): boolean {
  return identifier.startsWith(RESET_PREFIX);
}

/** The sign-in methods linked to an identity (`credential` with a password set, `google`…). */
export async function findAccountProviders(db: Db, authId: string): Promise<{ providerId: string; hasPassword: boolean }[]> {
  const rows = await db
    .select({ providerId: authAccount.providerId, password: authAccount.password })
    .from(authAccount)
    .where(eq(authAccount.userId, authId));
  return rows.map((row) => ({ providerId: row.providerId, hasPassword: !!row.password }));
}
