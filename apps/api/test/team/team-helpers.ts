import { INVITE_COOKIE } from "@planready/contracts/team";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mailOutbox } from "../../src/db/schema.ts";
import type { TestApp } from "../helpers/app.ts";
import { authPost, fetchProfile, GOOD_PASSWORD, sessionCookie, signIn, uniqueEmail, type TestUser } from "../helpers/users.ts";
import { asUser } from "../survey/survey-helpers.ts";

export type InviteLink = { id: string; token: string; url: string };

/** The link of the latest invite email sent to an address (read from the outbox). */
export async function inviteLinkSentTo(t: TestApp, email: string): Promise<InviteLink & { subject: string; text: string }> {
  const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email)).orderBy(desc(mailOutbox.created_at)).limit(1);
  if (!mail) throw new Error(`no email to ${email}`);
  const url = /https?:\/\/\S+\/invite\/\S+/.exec(mail.text_body)?.[0];
  if (!url) throw new Error(`no invite link in: ${mail.text_body}`);
  const parsed = new URL(url);
  return {
    id: parsed.pathname.split("/").pop()!,
    token: parsed.searchParams.get("token")!,
    url,
    subject: mail.subject,
    text: mail.text_body,
  };
}

export async function invite(app: FastifyInstance, admin: TestUser, email: string, role: string, extra: Record<string, unknown> = {}) {
  return asUser(app, admin, "POST", `/api/orgs/${admin.orgId}/invites`, { email, role, ...extra });
}

/** Signs a new person up the way the invite page does: with the invite cookie on the sign-up request; then in. */
export async function signUpThroughInvite(
  app: FastifyInstance,
  link: Pick<InviteLink, "id" | "token"> | null,
  email = uniqueEmail("invited"),
): Promise<TestUser> {
  const cookie = link ? `${INVITE_COOKIE}=${link.id}.${link.token}` : "";
  const response = await authPost(
    app,
    "/api/auth/sign-up/email",
    { email, password: GOOD_PASSWORD, name: "Ivy Invited" },
    cookie ? { cookie } : {},
  );
  if (response.statusCode !== 200) throw new Error(`sign-up failed with ${response.statusCode}: ${response.body}`);
  const signedIn = await signIn(app, email, GOOD_PASSWORD);
  const session = sessionCookie(signedIn)!;
  const profile = (await fetchProfile(app, session))!;
  return { email, password: GOOD_PASSWORD, cookie: session, profile, authId: profile.auth_id, userId: profile.id, orgId: profile.org_id! };
}

/** A member of the admin's agency with this role, joined through a real invite. */
export async function memberThroughInvite(t: TestApp, admin: TestUser, role: "Admin" | "Restricted-Admin" | "Agent"): Promise<TestUser> {
  const email = uniqueEmail(role.toLowerCase());
  const sent = await invite(t.app, admin, email, role);
  if (sent.statusCode !== 201) throw new Error(`invite answered ${sent.statusCode}: ${sent.body}`);
  return signUpThroughInvite(t.app, await inviteLinkSentTo(t, email), email);
}
