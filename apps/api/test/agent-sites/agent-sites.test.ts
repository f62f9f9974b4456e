import type { TAgentSite, TPublicAgentSite } from "@planready/contracts/agent-sites";
import { beforeAll, describe, expect, it } from "vitest";
import { reviews } from "../../src/db/schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { answerAndSubmit } from "../helpers/client-answers.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, asUser, createLink, startSurvey, uniqueUrl } from "../survey/survey-helpers.ts";
import { memberThroughInvite } from "../team/team-helpers.ts";

let t: TestApp;

let admin: TestUser;
let owner: TestUser;
let colleague: TestUser;
let outsider: TestUser;
let linkIds: string[];

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
  admin = await signUp(t.app);
  owner = await memberThroughInvite(t, admin, "Agent");
  colleague = await memberThroughInvite(t, admin, "Agent");
  outsider = await signUp(t.app);
  linkIds = [
    (await createLink(t.app, admin, { owner_id: owner.userId })).id,
    (await createLink(t.app, admin, { owner_id: owner.userId, survey_type: "life" })).id,
  ];
});

const siteBody = (extra: Record<string, unknown> = {}) => ({
  unique_url: uniqueUrl("page"),
  display_name: "Dana Agent",
  agency_name: "Sunrise Insurance",
  npn: "1234567",
  licensed_states: ["FL", "GA"],
  phone: "(555) 010-2000",
  email: "dana@example.com",
  bio_en: "I help people in Florida choose a plan.",
  bio_es: "Ayudo a las personas en Florida a elegir un plan.",
  office_hours: "Mon–Fri 9–5",
  booking_url: "https://cal.example.com/dana",
  theme_color: "green",
  ...extra,
});

async function makeSite(user: TestUser = owner, extra: Record<string, unknown> = {}): Promise<TAgentSite> {
  const response = await asUser(t.app, user, "POST", "/api/agent-sites", siteBody(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ agentSite: TAgentSite }>().agentSite;
}

/** Owner-only writes: every actor but the owner is refused, with the status that says nothing about others' pages. */
describe("who may call each agent-site route", () => {
  let site: TAgentSite;
  beforeAll(async () => {
    site = await makeSite(owner, { link_ids: [linkIds[1], linkIds[0]] });
  });

  it("POST /agent-sites: no session 401; links that are not the caller's are refused; the owner gets 201 with defaults", async () => {
    expectProblem(await asUser(t.app, null, "POST", "/api/agent-sites", siteBody()), 401, "UNAUTHENTICATED");
    expectProblem(
      await asUser(t.app, outsider, "POST", "/api/agent-sites", siteBody({ link_ids: [linkIds[0]] })),
      400,
      "VALIDATION_FAILED",
    );
    expectProblem(
      await asUser(t.app, colleague, "POST", "/api/agent-sites", siteBody({ link_ids: [linkIds[0]] })),
      400,
      "VALIDATION_FAILED",
    );
    expect(site.link_ids).toEqual([linkIds[1], linkIds[0]]);
    expect(site.links.map((l) => l.id)).toEqual([linkIds[1], linkIds[0]]);
    expect(site.headshot_image_url).toBe("/wave.svg");
    expect(site.logo_image_url).toBe("/Logo.svg");
    // One page per agent.
    expectProblem(await asUser(t.app, owner, "POST", "/api/agent-sites", siteBody()), 409, "CONFLICT");
  });

  it("GET /agent-sites/check-unique-url: signed-in only; says why not", async () => {
    expectProblem(await asUser(t.app, null, "GET", `/api/agent-sites/check-unique-url/${site.unique_url}`), 401, "UNAUTHENTICATED");
    for (const user of [outsider, colleague, admin]) {
      const answer = await asUser(t.app, user, "GET", `/api/agent-sites/check-unique-url/${site.unique_url.toUpperCase()}`);
      expect(answer.json()).toMatchObject({ unique: false, problem: "This address is already taken; choose another", reason: "taken" });
    }
    // The owner's own address is theirs to keep.
    expect((await asUser(t.app, owner, "GET", `/api/agent-sites/check-unique-url/${site.unique_url}`)).json()).toMatchObject({
      unique: true,
    });
    expect((await asUser(t.app, owner, "GET", "/api/agent-sites/check-unique-url/login")).json()).toMatchObject({
      unique: false,
      problem: "This address is reserved; choose another",
      reason: "invalid",
    });
  });

  it("GET /agent-sites/user/{userId} and /agent-sites/{id}: the owner and their admins; 404 for others", async () => {
    for (const url of [`/api/agent-sites/user/${owner.userId}`, `/api/agent-sites/${site.id}`]) {
      expectProblem(await asUser(t.app, null, "GET", url), 401, "UNAUTHENTICATED");
      expectProblem(await asUser(t.app, outsider, "GET", url), 404, "NOT_FOUND");
      expectProblem(await asUser(t.app, colleague, "GET", url), 404, "NOT_FOUND");
      expect((await asUser(t.app, admin, "GET", url)).statusCode).toBe(200);
      const mine = await asUser(t.app, owner, "GET", url);
      expect(mine.statusCode).toBe(200);
      expect(mine.json<{ agentSite: TAgentSite }>().agentSite.id).toBe(site.id);
    }
  });

  it("GET /agent-sites/unique-url/{url}: public, whoever asks; what the page shows and nothing private", async () => {
    for (const user of [null, outsider, colleague, owner]) {
      const response = await asUser(t.app, user, "GET", `/api/agent-sites/unique-url/${site.unique_url.toUpperCase()}`);
      expect(response.statusCode).toBe(200);
      const shown = response.json<{ agentSite: TPublicAgentSite & Record<string, unknown> }>().agentSite;
      expect(shown).toMatchObject({ status: "active", display_name: "Dana Agent", markets_medicare: true });
      expect(shown.deliveries).toBeUndefined();
      expect(shown.org_id).toBeUndefined();
    }
    expectProblem(await asUser(t.app, null, "GET", "/api/agent-sites/unique-url/no-such-page-here"), 404, "NOT_FOUND");
  });

  it("PUT /agent-sites/{id}: the owner only (others 404, their admin 403)", async () => {
    const url = `/api/agent-sites/${site.id}`;
    const body = { bio_en: "Changed" };
    expectProblem(await asUser(t.app, null, "PUT", url, body), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, outsider, "PUT", url, body), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, colleague, "PUT", url, body), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, admin, "PUT", url, body), 403, "FORBIDDEN");
    const changed = await asUser(t.app, owner, "PUT", url, { ...body, link_ids: [linkIds[0]] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ agentSite: TAgentSite }>().agentSite).toMatchObject({ bio_en: "Changed", link_ids: [linkIds[0]] });
    // Images only from the app's own storage.
    expectProblem(await asUser(t.app, owner, "PUT", url, { logo_image_url: "https://evil.example/x.png" }), 422, "LOGO_URL_NOT_ALLOWED");
  });

  it("POST|PUT /agentSiteLinks and /agentSiteDeliveries: the owner only", async () => {
    const calls = [
      ["POST", "/api/agentSiteLinks", { agent_site_id: site.id, link_ids: [linkIds[1]] }],
      ["PUT", "/api/agentSiteLinks", { agent_site_id: site.id, link_ids: [linkIds[1]] }],
      ["POST", "/api/agentSiteDeliveries", { agent_site_id: site.id, deliveries: [{ channel: "email", target: "me@example.com" }] }],
    ] as const;
    for (const [method, url, body] of calls) {
      expectProblem(await asUser(t.app, null, method, url, body), 401, "UNAUTHENTICATED");
      expectProblem(await asUser(t.app, outsider, method, url, body), 404, "NOT_FOUND");
      expectProblem(await asUser(t.app, colleague, method, url, body), 404, "NOT_FOUND");
      expectProblem(await asUser(t.app, admin, method, url, body), 403, "FORBIDDEN");
      expect((await asUser(t.app, owner, method, url, body)).statusCode).toBe(200);
    }
    const current = (await asUser(t.app, owner, "GET", `/api/agent-sites/${site.id}`)).json() as { agentSite: TAgentSite };
    expect(current.agentSite.link_ids).toEqual([linkIds[0]]);
    expect(current.agentSite.deliveries).toMatchObject([{ channel: "email", target: "me@example.com" }]);
    const remove = { agent_site_id: site.id, delivery_ids: current.agentSite.delivery_ids };
    expectProblem(await asUser(t.app, null, "PUT", "/api/agentSiteDeliveries", remove), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, outsider, "PUT", "/api/agentSiteDeliveries", remove), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, colleague, "PUT", "/api/agentSiteDeliveries", remove), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, admin, "PUT", "/api/agentSiteDeliveries", remove), 403, "FORBIDDEN");
    const removed = await asUser(t.app, owner, "PUT", "/api/agentSiteDeliveries", remove);
    expect(removed.json<{ agentSite: TAgentSite }>().agentSite.deliveries).toEqual([]);
  });

  it("POST /agent-sites/{id}/images/{kind} and GET /agent-sites/{id}/referral-counts: the owner (counts: and their admins)", async () => {
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    const body = { data_url: `data:image/png;base64,${png.toString("base64")}` };
    const url = `/api/agent-sites/${site.id}/images/headshot`;
    expectProblem(await asUser(t.app, null, "POST", url, body), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, outsider, "POST", url, body), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, colleague, "POST", url, body), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, admin, "POST", url, body), 403, "FORBIDDEN");
    const uploaded = await asUser(t.app, owner, "POST", url, body);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const headshot = uploaded.json<{ agentSite: TAgentSite }>().agentSite.headshot_image_url;
    expect(headshot).toMatch(new RegExp(`^/files/logos/${site.id}-[0-9a-f]{16}\\.png$`));
    expect((await asUser(t.app, null, "GET", headshot)).statusCode).toBe(200);
    expectProblem(
      await asUser(t.app, owner, "POST", url, { data_url: "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" }),
      400,
      "VALIDATION_FAILED",
    );

    const counts = `/api/agent-sites/${site.id}/referral-counts`;
    expectProblem(await asUser(t.app, null, "GET", counts), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, outsider, "GET", counts), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, colleague, "GET", counts), 404, "NOT_FOUND");
    expect((await asUser(t.app, admin, "GET", counts)).statusCode).toBe(200);
    expect((await asUser(t.app, owner, "GET", counts)).statusCode).toBe(200);
  });

  it("GET /orgs/{id}/links-list-for-splash-page: the caller's own live links; another organisation 404", async () => {
    const url = `/api/orgs/${admin.orgId}/links-list-for-splash-page`;
    expectProblem(await asUser(t.app, null, "GET", url), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, outsider, "GET", url), 404, "NOT_FOUND");
    expect((await asUser(t.app, colleague, "GET", url)).json()).toEqual({ links: [] });
    const mine = (await asUser(t.app, owner, "GET", url)).json() as { links: { id: string }[] };
    expect(mine.links.map((l) => l.id).toSorted()).toEqual(linkIds.toSorted());
  });

  it("DELETE /agent-sites/{id}: the owner only; the page then reads as deleted and its address stays taken", async () => {
    const other = await makeSite(colleague);
    const url = `/api/agent-sites/${other.id}`;
    expectProblem(await asUser(t.app, null, "DELETE", url), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, outsider, "DELETE", url), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, owner, "DELETE", url), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, admin, "DELETE", url), 403, "FORBIDDEN");
    expect((await asUser(t.app, colleague, "DELETE", url)).statusCode).toBe(204);
    const gone = (await asUser(t.app, null, "GET", `/api/agent-sites/unique-url/${other.unique_url}`)).json() as {
      agentSite: TPublicAgentSite;
    };
    expect(gone.agentSite).toMatchObject({ status: "deleted", phone: null, links: [] });
    expect((await asUser(t.app, owner, "GET", `/api/agent-sites/check-unique-url/${other.unique_url}`)).json()).toMatchObject({
      unique: false,
    });
    expectProblem(await asUser(t.app, colleague, "GET", url), 404, "NOT_FOUND");
  });
});

describe("one address namespace for links and pages", () => {
  it("a page cannot take a link's address, whatever its case", async () => {
    const link = await createLink(t.app, admin);
    const user = await signUp(t.app);
    expectProblem(await asUser(t.app, user, "POST", "/api/agent-sites", siteBody({ unique_url: link.url.toUpperCase() })), 409, "CONFLICT");
    expect((await asUser(t.app, user, "GET", `/api/agent-sites/check-unique-url/${link.url}`)).json()).toMatchObject({ unique: false });
  });

  it("a link cannot take a page's address: the check says so and the write is refused", async () => {
    const user = await signUp(t.app);
    const site = await makeSite(user);
    const check = await asUser(t.app, admin, "GET", `/api/links/checkUniqueURL/${site.unique_url}`);
    expect(check.json()).toMatchObject({ unique: false });
    expectProblem(await asUser(t.app, admin, "POST", "/api/links", { url: site.unique_url, survey_type: "medicare" }), 409, "CONFLICT");
    const link = await createLink(t.app, admin);
    expectProblem(await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, { url: site.unique_url }), 409, "CONFLICT");
  });

  it("a page's address follows the links' rules and reserved words", async () => {
    for (const unique_url of ["splash", "login", "a", "-bad-"]) {
      expectProblem(await asUser(t.app, outsider, "POST", "/api/agent-sites", siteBody({ unique_url })), 400, "VALIDATION_FAILED");
    }
  });
});

describe("testimonials on the public page", () => {
  it("shows the agent's shown, consented testimonials with first name and initial; never a hidden or unconsented one", async () => {
    const agentUser = await memberThroughInvite(t, admin, "Agent");
    const link = await createLink(t.app, admin, { owner_id: agentUser.userId });
    const site = await makeSite(agentUser, { link_ids: [link.id] });
    const base = { org_id: admin.orgId, link_id: link.id, agent_id: agentUser.userId, score: 9, client_name: "Maria G." };
    await t.db.insert(reviews).values([
      { ...base, testimonial: "Patient and clear, word for word.", publish_consent: true, shown: true },
      { ...base, testimonial: "Hidden by the agent.", publish_consent: true, shown: false },
      { ...base, testimonial: "Never consented to publish.", publish_consent: false, shown: false },
    ]);
    const page = await asUser(t.app, null, "GET", `/api/agent-sites/unique-url/${site.unique_url}`);
    const shown = page.json<{ agentSite: TPublicAgentSite }>().agentSite.testimonials;
    expect(shown).toMatchObject([{ client_name: "Maria G.", text: "Patient and clear, word for word." }]);
    expect(page.body).not.toContain("Hidden by the agent.");
    expect(page.body).not.toContain("Never consented");
  });
});

describe("referral counts", () => {
  it("a survey started through a page's token and submitted counts once and tells the page's agent", async () => {
    const agentUser = await memberThroughInvite(t, admin, "Agent");
    const link = await createLink(t.app, admin, { owner_id: agentUser.userId });
    const site = await makeSite(agentUser, { link_ids: [link.id] });
    const shared = (await asUser(t.app, null, "GET", `/api/agent-sites/unique-url/${site.unique_url}`)).json() as {
      agentSite: TPublicAgentSite;
    };
    // A visit through the page's link counts as a view of that source.
    expect(
      (await asUser(t.app, null, "POST", "/api/agent-site-visits", { unique_url: site.unique_url, ref: shared.agentSite.share_token }))
        .statusCode,
    ).toBe(204);

    const first = await startSurvey(t.app, link);
    const share = await asUser(t.app, null, "GET", `/api/agent-sites/share-for-link/${first.link.url}`);
    const sharePath = share.json<{ share_path: string }>().share_path;
    expect(sharePath).toMatch(new RegExp(`^/splash/${site.unique_url}\\?ref=c[a-z0-9]{12}$`));
    const clientToken = new URL(sharePath, "http://x").searchParams.get("ref")!;

    const second = await startSurvey(t.app, link);
    const arrival = await asSurvey(t.app, second.token, "POST", "/api/agent-site-arrivals", { ref: clientToken });
    expect(arrival.json()).toEqual({ counted: true });
    // Once per response; a token of no page is not counted; a page of another agent does not count this link.
    expect((await asSurvey(t.app, second.token, "POST", "/api/agent-site-arrivals", { ref: clientToken })).json()).toEqual({
      counted: false,
    });
    const third = await startSurvey(t.app, link);
    expect((await asSurvey(t.app, third.token, "POST", "/api/agent-site-arrivals", { ref: "c000000000000" })).json()).toEqual({
      counted: false,
    });

    await answerAndSubmit(t.app, second);
    // Someone who came to the page on their own and sent a survey: a start, not a referral.
    const direct = await startSurvey(t.app, link);
    const directToken = `d${clientToken.slice(1)}`;
    expect((await asSurvey(t.app, direct.token, "POST", "/api/agent-site-arrivals", { ref: directToken })).json()).toEqual({
      counted: true,
    });
    await answerAndSubmit(t.app, direct);
    const counts = await asUser(t.app, agentUser, "GET", `/api/agent-sites/${site.id}/referral-counts`);
    expect(counts.statusCode).toBe(200);
    const body = counts.json() as { totals: Record<string, number>; days: { source: string; referrals: number }[] };
    expect(body.totals).toEqual({ visits: 1, starts: 2, referrals: 1 });
    expect(body.days.find((d) => d.source === "client")?.referrals).toBe(1);
    expectProblem(await asUser(t.app, outsider, "GET", `/api/agent-sites/${site.id}/referral-counts`), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, colleague, "GET", `/api/agent-sites/${site.id}/referral-counts`), 404, "NOT_FOUND");

    const bell = await asUser(t.app, agentUser, "GET", `/api/notifications/byUser/${agentUser.userId}`);
    // One referral, one notification (the direct survey raised none).
    expect(bell.body.match(/"referral_received"/g)).toHaveLength(1);
    expect(bell.body).toContain("/splash-pages");
  });
});
