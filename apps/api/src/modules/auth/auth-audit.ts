import type { Db } from "../../db/client.ts";
import type { Actor } from "../../core/actor.ts";
import { recordAudit, type AuditOrigin } from "../audit/audit.service.ts";
import { findUserOfIdentity } from "../users/users.service.ts";

/**
 * How a session was made, from better-auth's endpoint: a password (`/sign-in/email`), or a provider's callback
 * (`/callback/:id`, the provider in its `id` parameter: google).
 */
export function signInMethod(endpoint: { path: string | undefined; providerId: string | undefined }): string {
  const path = endpoint.path ?? "";
  if (path.startsWith("/sign-in/email")) return "password";
  if (path.startsWith("/callback/")) return endpoint.providerId ?? (path.slice("/callback/".length).replace(/^:.*/, "") || "oauth");
  return "other";
}

/**
 * A new session is a sign-in: kept in the audit log with where it came from (the address and browser better-auth
 * stored on the session). Only ids and the method: never the password or the session's token.
 */
export async function recordSignIn(
  db: Db,
  session: { userId: string; ipAddress?: string | null | undefined; userAgent?: string | null | undefined },
  method: string,
): Promise<void> {
  const user = await findUserOfIdentity(db, session.userId);
  if (!user) return;
  const origin: AuditOrigin = { ip: session.ipAddress ?? null, userAgent: session.userAgent?.slice(0, 300) ?? null };
  await recordAudit(db, user, origin, {
    action: "auth.sign_in",
    target: { type: "user", id: user.id },
    details: { method },
  });
}

/** The person signed out (their session ended at their own request). */
export async function recordSignOut(db: Db, actor: Actor, origin: AuditOrigin): Promise<void> {
  await recordAudit(db, actor, origin, { action: "auth.sign_out", target: { type: "user", id: actor.id } });
}
