import type { TLink } from "@planready/contracts/links";
import { ZSignatureRequestCreated } from "@planready/contracts/signature-requests";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { contentSecurityPolicy, secureCookies } from "../../src/plugins/security-headers.ts";
import { createTestApp, testEnv, type TestApp } from "../helpers/app.ts";
import { answerAndSubmit, answerSurvey } from "../helpers/client-answers.ts";
import { connectTestDb, onFileCleanup } from "../helpers/database.ts";
import { authPost, sessionCookie, signIn, signUp, uniqueEmail, GOOD_PASSWORD, type TestUser } from "../helpers/users.ts";
import { clientFills } from "../submissions/submission-helpers.ts";
import { asSurvey, asUser, createLink, startSurvey, type TestSurvey } from "../survey/survey-helpers.ts";

const HTTPS_URL = "https://app.planready.example";

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const setCookies = (response: LightMyRequestResponse): string[] => [response.headers["set-cookie"] ?? []].flat();

describe("Cache-Control on answers carrying client data", () => {
  let t: TestApp;
  let admin: TestUser;
  let open: TestSurvey;
  let submitted: TestSurvey;
  let signing: { responseId: string; token: string };
  let link: TLink;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t.app);
    link = await createLink(t.app, admin);
    open = await startSurvey(t.app, link);
    await answerSurvey(t.app, open);
    submitted = await startSurvey(t.app, link);
    await answerAndSubmit(t.app, submitted);
    await asUser(t.app, admin, "POST", `/api/responses/${submitted.id}/pdf`);
    await t.app.jobs.runQueued();
    // A consent-only client who did not sign: the agent sends them a link to sign.
    const scopeLink = await createLink(t.app, admin, { survey_type: "scope_only" });
    const declined = await clientFills(t.app, scopeLink, {
      content: { first_name: "Ana", last_name: "Ruiz" },
      screen: "confirmation",
      submit: true,
    });
    const sent = await asUser(t.app, admin, "POST", `/api/responses/${declined.id}/signature-request`, {});
    expect(sent.statusCode, sent.body).toBe(201);
    const created = ZSignatureRequestCreated.parse(sent.json());
    signing = { responseId: declined.id, token: new URL(created.url).pathname.split("/").at(-1)! };
  });

  type Call = () => Promise<LightMyRequestResponse>;
  const routes: [string, () => Call][] = [
    ["the survey's response (survey token)", () => () => asSurvey(t.app, open.token, "GET", `/api/responses/${open.id}`)],
    [
      "a saved answer (survey token)",
      () => () =>
        asSurvey(t.app, open.token, "PUT", `/api/surveyContents/medicare/${open.contentId}`, { first_name: "Rosa", client_rev: 50 }),
    ],
    ["a refused survey token", () => () => asSurvey(t.app, "not-a-token", "GET", `/api/responses/${open.id}`)],
    ["the submission list", () => () => asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/submissions`)],
    ["the dashboard's numbers", () => () => asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/submissions/stats`)],
    ["the CSV export", () => () => asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/submissions.csv`)],
    ["a submission's PDF", () => () => asUser(t.app, admin, "GET", `/api/responses/${submitted.id}/pdf`)],
    ["a submission with its corrections", () => () => asUser(t.app, admin, "GET", `/api/responses/${submitted.id}/detail`)],
    [
      "a correction",
      () => () => asUser(t.app, admin, "PUT", `/api/responses/${submitted.id}?fromDashboard=true`, { fields: { first_name: "Rosalyn" } }),
    ],
    ["whether a PDF exists", () => () => asUser(t.app, admin, "GET", `/api/responses/existing-pdf/${submitted.id}`)],
    ["the notifications", () => () => asUser(t.app, admin, "GET", `/api/notifications/byUser/${admin.userId}`)],
    ["the notification count", () => () => asUser(t.app, admin, "GET", `/api/notifications/byUser/count/${admin.userId}`)],
    [
      "the unread submissions count",
      () => () => asUser(t.app, admin, "GET", `/api/notifications/unread-submissions-count-by-user/${admin.userId}`),
    ],
    [
      "the signing page's data (signature token)",
      () => () =>
        t.app.inject({ method: "GET", url: "/api/signature-requests/current", headers: { authorization: `Bearer ${signing.token}` } }),
    ],
    ["a new signature request", () => () => asUser(t.app, admin, "POST", `/api/responses/${signing.responseId}/signature-request`, {})],
    ["the signed-in profile", () => () => asUser(t.app, admin, "GET", "/api/auth/me")],
    ["a link of the agency", () => () => asUser(t.app, admin, "GET", `/api/links/${link.id}`)],
    ["the QR codes' links", () => () => asUser(t.app, admin, "GET", "/api/links/qrCodes")],
    ["another agency's submission (a problem)", () => () => asUser(t.app, admin, "GET", `/api/responses/${crypto.randomUUID()}/detail`)],
  ];

  it.each(routes)("%s: no-store", async (name, call) => {
    const response = await call()();
    expect(response.statusCode, response.body).toBeLessThan(name.includes("(a problem)") || name.includes("refused") ? 500 : 300);
    expect(response.headers["cache-control"]).toMatch(/(^|,\s*)no-store(\s*,|$)/);
  });

  it("leaves public files their long caching: an uploaded logo", async () => {
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const uploaded = await asUser(t.app, admin, "POST", `/api/links/${link.id}/logo`, { data_url: `data:image/png;base64,${png}` });
    const file = await t.app.inject({ method: "GET", url: uploaded.json().logo_image_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

describe("Content-Security-Policy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it("allows scripts from the app and this answer's nonce only: no inline script, no other host, no plugin, no framing", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/maintenance" });
    const csp = directives(response.headers["content-security-policy"]);
    const nonce = csp.get("script-src")?.find((v) => v.startsWith("'nonce-"));
    expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
    expect(csp.get("script-src")).toEqual(["'self'", nonce, "'strict-dynamic'"]);
    expect(csp.get("script-src-attr")).toEqual(["'none'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    // Images from the app only (its files and stored logos), no other host: not https:, not *.
    // ... and the partner's white-label logos from the allowed origins only (CONNECTURE_LOGO_ORIGINS' default here).
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://*.connecture.com"]);
    for (const [name, values] of csp) {
      if (name.startsWith("script-src")) expect(values).not.toContain("'unsafe-inline'");
      expect(
        values.some((v) => v === "*" || v === "https:" || v === "http:"),
        `${name} ${values.join(" ")}`,
      ).toBe(false);
    }
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });

  it("has a new nonce for every answer", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({ method: "GET", url: "/api/health/live" });
      nonces.add(directives(response.headers["content-security-policy"]).get("script-src")![1]!);
    }
    expect(nonces.size).toBe(5);
  });

  it("is built the same way for pages, with upgrade-insecure-requests over https", () => {
    const csp = directives(contentSecurityPolicy({ nonce: "abc", https: true }));
    expect(csp.get("script-src")).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("over https (PUBLIC_URL https://…)", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = loadConfig(await testEnv({ PUBLIC_URL: HTTPS_URL }));
    app = await buildApp({ config, db: await connectTestDb(), web: "none", jobWorkers: false });
    onFileCleanup(() => app.close());
    // A cookie set by any route, not only better-auth's: it is made Secure too.
    app.get("/api/test-only/cookie", { config: { auth: "public" } }, async (_request, reply) =>
      reply.header("set-cookie", ["plain=1; Path=/; HttpOnly", "already=1; Path=/; Secure"]).send({ ok: true }),
    );
    await app.ready();
  });

  it("sends HSTS and asks the browser to upgrade insecure requests", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(directives(response.headers["content-security-policy"]).has("upgrade-insecure-requests")).toBe(true);
  });

  it("makes the session cookie Secure at sign-in and sign-out", async () => {
    const email = uniqueEmail();
    const up = await authPost(
      app,
      "/api/auth/sign-up/email",
      { email, password: GOOD_PASSWORD, name: "Secure Agent" },
      { origin: HTTPS_URL },
    );
    expect(up.statusCode, up.body).toBe(200);
    const response = await signIn(app, email, GOOD_PASSWORD, { origin: HTTPS_URL });
    expect(response.statusCode, response.body).toBe(200);
    const cookies = setCookies(response);
    expect(cookies.some((c) => c.includes("session_token="))).toBe(true);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure(;|$)/i);

    const session = cookies.find((c) => c.includes("session_token="))!.split(";")[0]!;
    const out = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie: session, origin: HTTPS_URL } });
    expect(out.statusCode, out.body).toBe(303);
    expect(setCookies(out).length).toBeGreaterThan(0);
    for (const cookie of setCookies(out)) expect(cookie).toMatch(/;\s*Secure(;|$)/i);
  });

  it("makes every other cookie Secure, once", async () => {
    const cookies = setCookies(await app.inject({ method: "GET", url: "/api/test-only/cookie" }));
    expect(cookies).toEqual(["plain=1; Path=/; HttpOnly; Secure", "already=1; Path=/; Secure"]);
  });
});

describe("over plain http (local development)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it("sends no HSTS and no Secure cookie, which a browser on http://localhost would drop", async () => {
    const email = uniqueEmail();
    await authPost(t.app, "/api/auth/sign-up/email", { email, password: GOOD_PASSWORD, name: "Local Agent" });
    const response = await signIn(t.app, email, GOOD_PASSWORD);
    expect(sessionCookie(response)).toBeTruthy();
    for (const cookie of setCookies(response)) expect(cookie).not.toMatch(/;\s*Secure/i);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("secureCookies", () => {
  it("adds Secure where it is missing, whatever the case of an existing one", () => {
    expect(secureCookies("a=1; Path=/")).toBe("a=1; Path=/; Secure");
    expect(secureCookies(["a=1; secure", "b=2; SECURE; HttpOnly", "c=secure"])).toEqual([
      "a=1; secure",
      "b=2; SECURE; HttpOnly",
      "c=secure; Secure",
    ]);
  });
});
