import { randomUUID } from "node:crypto";
import type { TLink } from "@planready/contracts/links";
import type { TSurveyType } from "@planready/contracts/surveys/content";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { users } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { activateLinkForTest } from "../helpers/billing.ts";
import { signUp, type TestUser } from "../helpers/users.ts";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** The test app with the per-address limits raised: a test file starts far more surveys than one client would. */
export function createSurveyTestApp(
  env: Record<string, string> = {},
  options: Omit<Parameters<typeof createTestApp>[0] & object, "env"> = {},
): Promise<TestApp> {
  return createTestApp({ ...options, env: { SURVEY_START_RATE_LIMIT_MAX: "100000", API_RATE_LIMIT_MAX: "100000", ...env } });
}

/** A request as a signed-in user (or signed out with null). */
export function asUser(app: FastifyInstance, user: TestUser | null, method: Method, url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A request carrying a survey token (or none with null). */
export function asSurvey(app: FastifyInstance, token: string | null, method: Method, url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export const uniqueUrl = (prefix = "link") => `${prefix}-${randomUUID().slice(0, 8)}`;

/**
 * An agency admin's new live link: reserved with POST /api/links (pending), then made live the test-only way
 * (helpers/billing.ts activateLinkForTest: no checkout, no subscription). Billing tests buy links for real
 * (helpers/billing.ts payForLink). `{ pending: true }` leaves it pending.
 */
export async function createLink(
  app: FastifyInstance,
  admin: TestUser,
  body: Record<string, unknown> = {},
  options: { pending?: boolean } = {},
): Promise<TLink> {
  const response = await asUser(app, admin, "POST", "/api/links", {
    url: uniqueUrl(),
    survey_type: "medicare",
    first_name: "Dana",
    last_name: "Agent",
    agency_name: "Agency",
    ...body,
  });
  if (response.statusCode !== 201) throw new Error(`POST /api/links answered ${response.statusCode}: ${response.body}`);
  const link = response.json() as TLink;
  if (options.pending) return link;
  await activateLinkForTest(link.id);
  return { ...link, status: "active" };
}

export type TestSurvey = { id: string; token: string; contentId: string; link: TLink };

/** Starts a response on a link (POST /api/responses) and returns its id, token and content id. */
export async function startSurvey(app: FastifyInstance, link: TLink, body: Record<string, unknown> = {}): Promise<TestSurvey> {
  const response = await app.inject({ method: "POST", url: "/api/responses", payload: { link_url: link.url, locale: "en", ...body } });
  if (response.statusCode !== 201) throw new Error(`POST /api/responses answered ${response.statusCode}: ${response.body}`);
  const json = response.json() as { id: string; survey_token: string; content_id: string };
  return { id: json.id, token: json.survey_token, contentId: json.content_id, link };
}

/** A signed-up admin with a link of the given type and a response started on it. */
export async function surveyOn(t: TestApp, surveyType: TSurveyType = "medicare", admin?: TestUser) {
  const owner = admin ?? (await signUp(t.app));
  const link = await createLink(t.app, owner, { survey_type: surveyType });
  return { admin: owner, link, survey: await startSurvey(t.app, link) };
}

/** Moves a signed-up user into another organisation with another role. */
export async function joinOrg(t: TestApp, user: TestUser, orgId: string, userType: "Admin" | "Restricted-Admin" | "Agent") {
  await t.db.update(users).set({ org_id: orgId, user_type: userType }).where(eq(users.id, user.userId));
}
