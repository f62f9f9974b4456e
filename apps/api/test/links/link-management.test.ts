import { randomUUID } from "node:crypto";
import { ZUniqueUrlResponse } from "@planready/contracts/billing/api";
import { ZLink, ZLinkQrCodesResponse } from "@planready/contracts/links";
import { ZOrg } from "@planready/contracts/orgs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { billingSubscriptions, links, surveyResponses } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, joinOrg, startSurvey, uniqueUrl } from "../survey/survey-helpers.ts";

let t: TestApp;
let admin: TestUser;
let stranger: TestUser;
let agent: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000", PUBLIC_URL: "http://surveys.example.test" } });
  [admin, stranger, agent] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, agent, admin.orgId, "Agent");
});

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describe("GET /api/links/checkUniqueURL/:url", () => {
  const check = async (url: string, user: TestUser | null = admin) => {
    const response = await asUser(t.app, user, "GET", `/api/links/checkUniqueURL/${encodeURIComponent(url)}`);
    expect(response.statusCode, response.body).toBe(200);
    return ZUniqueUrlResponse.parse(response.json());
  };

  it("says a free address is unique, normalised as it would be stored", async () => {
    const url = uniqueUrl("Free-Address");
    expect(await check(`  ${url.toUpperCase()} `)).toEqual({ unique: true, url: url.toLowerCase(), problem: null });
  });

  it("says an address is taken whatever its case and whichever agency took it", async () => {
    const theirs = await createLink(t.app, stranger);
    expect(await check(theirs.url.toUpperCase())).toEqual({
      unique: false,
      url: theirs.url,
      problem: "This address is already taken; choose another",
    });
  });

  it("keeps the addresses of deleted and pending links taken", async () => {
    const deleted = await createLink(t.app, admin);
    expect((await asUser(t.app, admin, "DELETE", `/api/links/${deleted.id}`)).statusCode).toBe(204);
    const pending = await createLink(t.app, admin);
    await t.db.update(links).set({ status: "pending" }).where(eq(links.id, pending.id));
    expect((await check(deleted.url)).unique).toBe(false);
    expect((await check(pending.url)).unique).toBe(false);
  });

  it("lets a purchase take back the agency's own unpaid reservation, and nothing else", async () => {
    const pending = await createLink(t.app, admin);
    await t.db.update(links).set({ status: "pending" }).where(eq(links.id, pending.id));
    const purchase = async (user: TestUser) =>
      ZUniqueUrlResponse.parse((await asUser(t.app, user, "GET", `/api/links/checkUniqueURL/${pending.url}?purpose=purchase`)).json());
    // Buying it again completes that purchase; a colleague of the same agency too.
    expect(await purchase(admin)).toEqual({ unique: true, url: pending.url, problem: null, own_unpaid: true });
    expect((await purchase(agent)).own_unpaid).toBe(true);
    // Another agency, an edit, a live or a deleted link of one's own: taken.
    expect((await purchase(stranger)).unique).toBe(false);
    expect((await check(pending.url)).unique).toBe(false);
    const live = await createLink(t.app, admin);
    expect((await check(live.url)).unique).toBe(false);
    expect(
      ZUniqueUrlResponse.parse((await asUser(t.app, admin, "GET", `/api/links/checkUniqueURL/${live.url}?purpose=purchase`)).json()),
    ).toEqual({ unique: false, url: live.url, problem: "This address is already taken; choose another" });
    await t.db.update(links).set({ deleted_at: new Date() }).where(eq(links.id, pending.id));
    expect((await purchase(admin)).unique).toBe(false);
    expectProblem(await asUser(t.app, admin, "GET", `/api/links/checkUniqueURL/${live.url}?purpose=steal`), 400, "VALIDATION_FAILED");
  });

  it.each([
    ["login", "This address is reserved; choose another"],
    ["Dashboard", "This address is reserved; choose another"],
    ["files", "This address is reserved; choose another"],
    ["ab", "Use 3 to 50 characters"],
    ["has space", "Use only letters, digits and dashes, not starting or ending with a dash"],
    ["-dash", "Use only letters, digits and dashes, not starting or ending with a dash"],
  ])("explains why %j cannot be used", async (url, problem) => {
    expect(await check(url)).toEqual({ unique: false, url: url.trim().toLowerCase(), problem });
  });

  it("is for signed-in users only", async () => {
    expectProblem(await asUser(t.app, null, "GET", "/api/links/checkUniqueURL/anything"), 401, "UNAUTHENTICATED");
  });
});

describe("PUT /api/links/:id", () => {
  it("changes names, agency, address (lower-cased), logo and theme, and the survey page shows them", async () => {
    const link = await createLink(t.app, admin, { alt_theme_color: "green" });
    // A logo uploaded to another of the agency's links (the only logos a link may show are the app's own files).
    const donor = await createLink(t.app, admin);
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
    const logo = ZLink.parse(
      (await asUser(t.app, admin, "POST", `/api/links/${donor.id}/logo`, { data_url: `data:image/png;base64,${png}` })).json(),
    ).logo_image_url!;
    const url = uniqueUrl("renamed");
    const response = await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, {
      url: ` ${url.toUpperCase()} `,
      first_name: "Rosa",
      last_name: "Diaz",
      agency_name: "Diaz Insurance",
      logo_image_url: logo,
      alt_theme_color: "magenta",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZLink.parse(response.json())).toMatchObject({
      id: link.id,
      url,
      first_name: "Rosa",
      last_name: "Diaz",
      agency_name: "Diaz Insurance",
      logo_image_url: logo,
      alt_theme_color: "magenta",
      survey_type: link.survey_type,
    });
    const page = await t.app.inject({ method: "GET", url: `/api/links/url/${url}` });
    expect(page.json()).toMatchObject({ first_name: "Rosa", alt_theme_color: "magenta" });
    // The old address is free again.
    expectProblem(await t.app.inject({ method: "GET", url: `/api/links/url/${link.url}` }), 404, "NOT_FOUND");
  });

  it("changes only the fields sent; null clears a field and the theme goes back to the default", async () => {
    const link = await createLink(t.app, admin, { alt_theme_color: "red", agency_name: "Keep Me" });
    const updated = ZLink.parse(
      (await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, { alt_theme_color: null, last_name: null })).json(),
    );
    expect(updated).toMatchObject({ alt_theme_color: null, last_name: null, agency_name: "Keep Me", first_name: "Dana", url: link.url });
  });

  it("accepts its own address in another case, and an empty body changes nothing", async () => {
    const link = await createLink(t.app, admin);
    expect((await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, { url: link.url.toUpperCase() })).statusCode).toBe(200);
    const same = await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, {});
    expect(ZLink.parse(same.json())).toEqual(link);
  });

  it("answers 409 for an address another link has, whatever its case", async () => {
    const mine = await createLink(t.app, admin);
    const theirs = await createLink(t.app, stranger);
    const problem = expectProblem(
      await asUser(t.app, admin, "PUT", `/api/links/${mine.id}`, { url: theirs.url.toUpperCase() }),
      409,
      "CONFLICT",
    );
    expect(problem.invalidFields).toEqual([{ path: "body.url", message: "Already taken" }]);
  });

  it("gives a contested address to exactly one of two links renamed at the same time", async () => {
    const [a, b] = [await createLink(t.app, admin), await createLink(t.app, admin)];
    const url = uniqueUrl("race");
    const answers = await Promise.all([
      asUser(t.app, admin, "PUT", `/api/links/${a.id}`, { url }),
      asUser(t.app, admin, "PUT", `/api/links/${b.id}`, { url: url.toUpperCase() }),
    ]);
    expect(answers.map((r) => r.statusCode).toSorted((x, y) => x - y)).toEqual([200, 409]);
    expect(await t.db.select({ id: links.id }).from(links).where(eq(links.url, url))).toHaveLength(1);
  });

  it.each(["api", "Login", "marketplace", "x", "bad_name"])("refuses the address %j with 400", async (url) => {
    const link = await createLink(t.app, admin);
    const problem = expectProblem(await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, { url }), 400, "VALIDATION_FAILED");
    expect(problem.invalidFields?.[0]?.path).toBe("body.url");
  });

  it("refuses to change the survey type or duration (the plan), but accepts them unchanged", async () => {
    const link = await createLink(t.app, admin, { survey_type: "life", stripe_plan_duration: "annual" });
    const problem = expectProblem(
      await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, { survey_type: "medicare", stripe_plan_duration: "monthly" }),
      400,
      "VALIDATION_FAILED",
    );
    expect(problem.detail).toMatch(/plan/);
    expect(problem.invalidFields?.map((f) => f.path)).toEqual(["body.survey_type", "body.stripe_plan_duration"]);
    const echoed = await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, {
      survey_type: "life",
      stripe_plan_duration: "annual",
      first_name: "Echo",
    });
    expect(echoed.statusCode, echoed.body).toBe(200);
  });

  it("refuses unknown fields and bad themes with 400, and a logo from elsewhere than the app's storage with 422", async () => {
    const link = await createLink(t.app, admin);
    for (const body of [{ org_id: stranger.orgId }, { alt_theme_color: "blue" }, { status: "active" }]) {
      expectProblem(await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, body), 400, "VALIDATION_FAILED");
    }
    expectProblem(
      await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, { logo_image_url: "javascript:alert(1)" }),
      422,
      "LOGO_URL_NOT_ALLOWED",
    );
  });

  it("answers 404 for another agency's link, a missing one and a deleted one", async () => {
    const theirs = await createLink(t.app, stranger);
    const other = expectProblem(await asUser(t.app, admin, "PUT", `/api/links/${theirs.id}`, { first_name: "X" }), 404, "NOT_FOUND");
    const missing = expectProblem(await asUser(t.app, admin, "PUT", `/api/links/${MISSING_ID}`, { first_name: "X" }), 404, "NOT_FOUND");
    expect(other.detail).toBe(missing.detail);
    const deleted = await createLink(t.app, admin);
    await asUser(t.app, admin, "DELETE", `/api/links/${deleted.id}`);
    expectProblem(await asUser(t.app, admin, "PUT", `/api/links/${deleted.id}`, { first_name: "X" }), 404, "NOT_FOUND");
    const [row] = await t.db.select().from(links).where(eq(links.id, theirs.id));
    expect(row?.first_name).toBe("Dana");
  });

  it("refuses agents with 403 (even on links they are a stakeholder of) and lets a Restricted-Admin edit", async () => {
    const link = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
    expectProblem(await asUser(t.app, agent, "PUT", `/api/links/${link.id}`, { first_name: "Agent" }), 403, "FORBIDDEN");
    const restricted = await signUp(t.app);
    await joinOrg(t, restricted, admin.orgId, "Restricted-Admin");
    expect((await asUser(t.app, restricted, "PUT", `/api/links/${link.id}`, { first_name: "Restricted" })).statusCode).toBe(200);
  });

  it("refuses a signed-out caller with 401", async () => {
    expectProblem(await asUser(t.app, null, "PUT", `/api/links/${MISSING_ID}`, { first_name: "X" }), 401, "UNAUTHENTICATED");
  });
});

describe("DELETE /api/links/:id", () => {
  async function subscribe(link: { id: string }, status: "active" | "trialing" | "past_due" | "canceled", cancelAtPeriodEnd: boolean) {
    await t.db.insert(billingSubscriptions).values({
      org_id: admin.orgId,
      link_id: link.id,
      provider: "sandbox",
      provider_subscription_id: `sub_${randomUUID()}`,
      provider_customer_id: "cus_test",
      price_id: "price_test",
      status,
      amount: 1000,
      currency: "usd",
      interval: "month",
      current_period_end: new Date(Date.now() + 20 * 86_400_000),
      cancel_at_period_end: cancelAtPeriodEnd,
    });
  }

  it("soft-deletes: the link leaves the agency's views, the row, its submissions and its address stay", async () => {
    const link = await createLink(t.app, admin);
    const survey = await startSurvey(t.app, link);
    const response = await asUser(t.app, admin, "DELETE", `/api/links/${link.id}`);
    expect(response.statusCode, response.body).toBe(204);
    const [row] = await t.db.select().from(links).where(eq(links.id, link.id));
    expect(row?.deleted_at).toBeInstanceOf(Date);
    expect(await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, survey.id))).toHaveLength(1);
    expectProblem(await asUser(t.app, admin, "GET", `/api/links/${link.id}`), 404, "NOT_FOUND");
    const org = ZOrg.parse((await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}`)).json());
    expect(org.links.map((l) => l.id)).not.toContain(link.id);
    // The survey page says it is no longer active; the address cannot be taken again.
    expect((await t.app.inject({ method: "GET", url: `/api/links/url/${link.url}` })).json()).toMatchObject({ status: "cancelled" });
    expectProblem(await asUser(t.app, admin, "POST", "/api/links", { url: link.url, survey_type: "medicare" }), 409, "CONFLICT");
    // Deleting again: it is gone.
    expectProblem(await asUser(t.app, admin, "DELETE", `/api/links/${link.id}`), 404, "NOT_FOUND");
  });

  it.each(["active", "trialing", "past_due"] as const)("refuses with 409 while a %s subscription still renews", async (status) => {
    const link = await createLink(t.app, admin);
    await subscribe(link, status, false);
    const problem = expectProblem(await asUser(t.app, admin, "DELETE", `/api/links/${link.id}`), 409, "CONFLICT");
    expect(problem.detail).toMatch(/Cancel the subscription first/);
    const [row] = await t.db.select().from(links).where(eq(links.id, link.id));
    expect(row?.deleted_at).toBeNull();
  });

  it("allows a link whose subscription ends at the period end, or has ended", async () => {
    const ending = await createLink(t.app, admin);
    await subscribe(ending, "active", true);
    expect((await asUser(t.app, admin, "DELETE", `/api/links/${ending.id}`)).statusCode).toBe(204);
    const ended = await createLink(t.app, admin);
    await subscribe(ended, "canceled", false);
    expect((await asUser(t.app, admin, "DELETE", `/api/links/${ended.id}`)).statusCode).toBe(204);
  });

  it("allows pending and cancelled links", async () => {
    for (const status of ["pending", "cancelled"] as const) {
      const link = await createLink(t.app, admin);
      await t.db.update(links).set({ status }).where(eq(links.id, link.id));
      expect((await asUser(t.app, admin, "DELETE", `/api/links/${link.id}`)).statusCode).toBe(204);
    }
  });

  it("answers 404 for another agency's link and 403 for an agent", async () => {
    const theirs = await createLink(t.app, stranger);
    expectProblem(await asUser(t.app, admin, "DELETE", `/api/links/${theirs.id}`), 404, "NOT_FOUND");
    const [row] = await t.db.select().from(links).where(eq(links.id, theirs.id));
    expect(row?.deleted_at).toBeNull();
    const mine = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
    expectProblem(await asUser(t.app, agent, "DELETE", `/api/links/${mine.id}`), 403, "FORBIDDEN");
    expectProblem(await asUser(t.app, null, "DELETE", `/api/links/${mine.id}`), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/links/public-base", () => {
  it("is PUBLIC_URL, the address links are copied and QR-coded under, to anyone", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/links/public-base" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ base_url: "http://surveys.example.test" });
  });

  it("is null when the server has no PUBLIC_URL (pages then use the browser's address, not localhost)", async () => {
    const bare = await createTestApp();
    expect((await bare.app.inject({ method: "GET", url: "/api/links/public-base" })).json()).toEqual({ base_url: null });
  });
});

describe("GET /api/links/qrCodes", () => {
  it("lists the live links with what their printed card shows; agents get their own, other agencies nothing", async () => {
    const owner = await signUp(t.app);
    const member = await signUp(t.app);
    await joinOrg(t, member, owner.orgId, "Agent");
    const shared = await createLink(t.app, owner, { stakeholder_ids: [member.userId] });
    const own = await createLink(t.app, owner);
    const pending = await createLink(t.app, owner);
    await t.db.update(links).set({ status: "pending" }).where(eq(links.id, pending.id));
    const deleted = await createLink(t.app, owner);
    await asUser(t.app, owner, "DELETE", `/api/links/${deleted.id}`);
    await createLink(t.app, stranger);

    const forOwner = ZLinkQrCodesResponse.parse((await asUser(t.app, owner, "GET", "/api/links/qrCodes")).json());
    expect(forOwner.links.map((l) => l.id)).toEqual([shared.id, own.id]);
    expect(forOwner.links[0]).toEqual({
      id: shared.id,
      url: shared.url,
      survey_type: "medicare",
      first_name: "Dana",
      last_name: "Agent",
      agency_name: "Agency",
      logo_image_url: null,
      alt_theme_color: null,
    });
    const forAgent = ZLinkQrCodesResponse.parse((await asUser(t.app, member, "GET", "/api/links/qrCodes")).json());
    expect(forAgent.links.map((l) => l.id)).toEqual([shared.id]);
    expectProblem(await asUser(t.app, null, "GET", "/api/links/qrCodes"), 401, "UNAUTHENTICATED");
  });
});
