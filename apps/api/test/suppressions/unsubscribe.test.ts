import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { suppressions } from "../../src/db/schema.ts";
import { listUnsubscribeHeaders, suppressedAmong, unsubscribeUrls } from "../../src/modules/suppressions/suppressions.service.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";

let t: TestApp;
let agency: TestUser;
let otherAgency: TestUser;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  [agency, otherAgency] = [await signUp(t.app), await signUp(t.app)];
});

function linksFor(orgId: string, email = `client.${seq++}@example.com`) {
  const urls = unsubscribeUrls(t.app.deps, { orgId, email });
  return { email, ...urls, path: new URL(urls.oneClickUrl).pathname, token: new URL(urls.pageUrl).pathname.split("/").pop()! };
}

/** What a mail client does on its one-click button (RFC 8058 §3.2): a form POST with no cookies. */
const oneClick = (path: string) =>
  t.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
  });

const unsubscribed = async (orgId: string, email: string) => (await suppressedAmong(t.db, orgId, "email", [email])).size === 1;

describe("unsubscribe links", () => {
  it("carry no address in clear, and name the one-click address in the RFC 8058 header pair", () => {
    const links = linksFor(agency.orgId, "Maria.Lopez@Example.com");
    for (const url of [links.pageUrl, links.oneClickUrl]) {
      expect(url.toLowerCase()).not.toContain("maria");
      expect(url).not.toContain(Buffer.from("maria.lopez@example.com").toString("base64url").slice(0, 12));
    }
    expect(links.pageUrl).toBe(`http://localhost:3000/unsubscribe/${links.token}`);
    expect(links.oneClickUrl).toBe(`http://localhost:3000/api/unsubscribe/${links.token}`);
    expect(listUnsubscribeHeaders(links.oneClickUrl)).toEqual({
      "List-Unsubscribe": `<${links.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("a one-click POST without a session unsubscribes at once from every later send of that agency only", async () => {
    const links = linksFor(agency.orgId, "Maria.Lopez@Example.com");
    expect(await unsubscribed(agency.orgId, links.email)).toBe(false);
    const response = await oneClick(links.path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ unsubscribed: true });
    expect(await unsubscribed(agency.orgId, "maria.lopez@example.com")).toBe(true);
    expect(await unsubscribed(agency.orgId, " MARIA.LOPEZ@example.COM ")).toBe(true);
    expect(await unsubscribed(otherAgency.orgId, links.email)).toBe(false);
    const [row] = await t.db.select().from(suppressions).where(eq(suppressions.address, "maria.lopez@example.com"));
    expect(row).toMatchObject({ org_id: agency.orgId, channel: "email", source: "email_one_click", reason: "opted_out", created_by: null });
    // Again: still one entry, still 200.
    expect((await oneClick(links.path)).statusCode).toBe(200);
    expect(await t.db.select().from(suppressions).where(eq(suppressions.address, "maria.lopez@example.com"))).toHaveLength(1);
  });

  it("takes the one-click POST as multipart/form-data too, which RFC 8058 prefers", async () => {
    const links = linksFor(agency.orgId);
    const boundary = "----one-click-boundary";
    const response = await t.app.inject({
      method: "POST",
      url: links.path,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db.select().from(suppressions).where(eq(suppressions.address, links.email));
    expect(row?.source).toBe("email_one_click");
  });

  it("a browser opening the header's address is sent to the page, and the GET unsubscribes no one", async () => {
    const links = linksFor(agency.orgId);
    const response = await t.app.inject({ method: "GET", url: links.path });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/unsubscribe/${links.token}`);
    expect(await unsubscribed(agency.orgId, links.email)).toBe(false);
  });

  it("the page reads its state, its button unsubscribes, and a click by mistake can be undone there", async () => {
    await t.app.inject({
      method: "PUT",
      url: `/api/orgs/${agency.orgId}`,
      headers: { cookie: agency.cookie },
      payload: { name: "Sunrise Benefits" },
    });
    const links = linksFor(agency.orgId);
    const state = await t.app.inject({ method: "GET", url: `${links.path}/state` });
    expect(state.json()).toEqual({ agency_name: "Sunrise Benefits", unsubscribed: false });
    const button = await t.app.inject({ method: "POST", url: links.path, payload: {} });
    expect(button.json()).toEqual({ agency_name: "Sunrise Benefits", unsubscribed: true });
    const [row] = await t.db.select().from(suppressions).where(eq(suppressions.address, links.email));
    expect(row?.source).toBe("unsubscribe_page");
    const undo = await t.app.inject({ method: "DELETE", url: links.path });
    expect(undo.json()).toEqual({ agency_name: "Sunrise Benefits", unsubscribed: false });
    expect(await unsubscribed(agency.orgId, links.email)).toBe(false);
  });

  it("undoing on the page leaves an entry the agency made itself", async () => {
    const links = linksFor(agency.orgId);
    const added = await t.app.inject({
      method: "POST",
      url: "/api/suppressions",
      headers: { cookie: agency.cookie },
      payload: { channel: "email", address: links.email },
    });
    expect(added.statusCode, added.body).toBe(201);
    const undo = await t.app.inject({ method: "DELETE", url: links.path });
    expect(undo.json()).toMatchObject({ unsubscribed: true });
    expect(await unsubscribed(agency.orgId, links.email)).toBe(true);
  });

  it("a token altered, cut short or sealed for another purpose is refused, and nothing is suppressed", async () => {
    const links = linksFor(agency.orgId);
    const parts = links.token.split(".");
    const flipped = [parts[0], parts[1], `${parts[2]!.slice(0, -2)}${parts[2]!.endsWith("AA") ? "BB" : "AA"}`, parts[3]].join(".");
    const secretBoxOfSomethingElse = t.app.deps.secrets.seal(JSON.stringify({ o: agency.orgId, c: "email", a: links.email }), "other");
    for (const token of [flipped, links.token.slice(0, -4), secretBoxOfSomethingElse, "v1.aaaaaaaaaaaaaaaa.bbbb.cccc"]) {
      expectProblem(await oneClick(`/api/unsubscribe/${token}`), 400, "INVALID_TOKEN");
      expectProblem(await t.app.inject({ method: "GET", url: `/api/unsubscribe/${token}/state` }), 400, "INVALID_TOKEN");
    }
    expect(await unsubscribed(agency.orgId, links.email)).toBe(false);
  });
});
