import { randomUUID } from "node:crypto";
import { ZProfile, type TProfile } from "@planready/contracts/users";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { TEST_ORIGIN } from "./app.ts";

/** A passphrase the password policy accepts. */
export const GOOD_PASSWORD = "quiet lantern orchard 47";

export type TestUser = {
  email: string;
  password: string;
  /** `Cookie` header value carrying the session. */
  cookie: string;
  profile: TProfile;
  authId: string;
  userId: string;
  orgId: string;
};

export function uniqueEmail(prefix = "agent"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The `name=value` pair of the session cookie a better-auth response set, or null. */
export function sessionCookie(response: LightMyRequestResponse): string | null {
  const header = response.headers["set-cookie"];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const session = cookies.find((c) => c.startsWith("planready.session_token="));
  return session ? session.split(";")[0]! : null;
}

/** POSTs JSON to a better-auth endpoint the way the browser does (same-origin `Origin` header). */
export function authPost(app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url, payload, headers: { origin: TEST_ORIGIN, ...headers } });
}

export async function fetchProfile(app: FastifyInstance, cookie: string): Promise<TProfile | null> {
  const response = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
  if (response.statusCode === 204) return null;
  if (response.statusCode !== 200) throw new Error(`GET /api/auth/me answered ${response.statusCode}: ${response.body}`);
  return ZProfile.parse(response.json());
}

/**
 * Signs a new user up through the real better-auth endpoint, then in (sign-up signs no one in: it answers an
 * existing address as a new one), as the sign-up page does; returns their session and profile.
 */
export async function signUp(app: FastifyInstance, input: { email?: string; password?: string; name?: string } = {}): Promise<TestUser> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? GOOD_PASSWORD;
  const response = await authPost(app, "/api/auth/sign-up/email", { email, password, name: input.name ?? "Test Agent" });
  if (response.statusCode !== 200) throw new Error(`sign-up failed with ${response.statusCode}: ${response.body}`);
  const signedIn = await signIn(app, email, password);
  const cookie = sessionCookie(signedIn);
  if (signedIn.statusCode !== 200 || !cookie) throw new Error(`sign-in after sign-up failed with ${signedIn.statusCode}: ${signedIn.body}`);
  const profile = await fetchProfile(app, cookie);
  if (!profile?.org_id) throw new Error(`sign-up did not provision a user with an organisation: ${JSON.stringify(profile)}`);
  return { email, password, cookie, profile, authId: profile.auth_id, userId: profile.id, orgId: profile.org_id };
}

export function signIn(app: FastifyInstance, email: string, password: string, headers: Record<string, string> = {}) {
  return authPost(app, "/api/auth/sign-in/email", { email, password }, headers);
}
