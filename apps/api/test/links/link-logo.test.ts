import { randomUUID } from "node:crypto";
import { ZLink, type TLink } from "@planready/contracts/links";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { links } from "../../src/db/schema.ts";
import { asUser, createLink, joinOrg, startSurvey } from "../survey/survey-helpers.ts";

let t: TestApp;
let admin: TestUser;
let agent: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
  [admin, agent, stranger] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, agent, admin.orgId, "Agent");
});

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("JFIF jpeg body")]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([20, 0, 0, 0]), Buffer.from("WEBPVP8 webp body")]);
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;
const upload = (user: TestUser | null, linkId: string, data_url: string) =>
  asUser(t.app, user, "POST", `/api/links/${linkId}/logo`, { data_url });

describe("POST /api/links/:id/logo", () => {
  it.each([
    ["image/png", PNG, "png"],
    ["image/jpeg", JPEG, "jpg"],
    ["image/webp", WEBP, "webp"],
  ] as const)("stores a %s logo and serves it from a public path with its type and long caching", async (type, bytes, ext) => {
    const link = await createLink(t.app, admin);
    const response = await upload(admin, link.id, dataUrl(type, bytes));
    expect(response.statusCode, response.body).toBe(200);
    const { logo_image_url } = ZLink.parse(response.json());
    expect(logo_image_url).toMatch(new RegExp(`^/files/logos/${link.id}-[0-9a-f]{16}\\.${ext}$`));
    const file = await t.app.inject({ method: "GET", url: logo_image_url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe(type);
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(bytes)).toBe(true);
    // The survey page reads the same address.
    expect((await t.app.inject({ method: "GET", url: `/api/links/url/${link.url}` })).json()).toMatchObject({ logo_image_url });
  });

  it("trusts the bytes, not the declared type", async () => {
    const link = await createLink(t.app, admin);
    const response = await upload(admin, link.id, dataUrl("image/jpeg", PNG));
    expect(ZLink.parse(response.json()).logo_image_url).toMatch(/\.png$/);
  });

  it("replaces the previous upload and removes its file", async () => {
    const link = await createLink(t.app, admin);
    const first = ZLink.parse((await upload(admin, link.id, dataUrl("image/png", PNG))).json()).logo_image_url!;
    const second = ZLink.parse((await upload(admin, link.id, dataUrl("image/webp", WEBP))).json()).logo_image_url!;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: "GET", url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: second })).statusCode).toBe(200);
  });

  it.each([
    ["an SVG declared as SVG", dataUrl("image/svg+xml", SVG), /SVG logos are not accepted/],
    ["an SVG declared as PNG", dataUrl("image/png", SVG), /SVG logos are not accepted/],
    ["text declared as PNG", dataUrl("image/png", Buffer.from("hello, not an image")), /not a PNG, JPEG or WebP image/],
    ["a GIF", dataUrl("image/gif", Buffer.from("GIF89a....")), /not a PNG, JPEG or WebP image/],
    ["an empty file", "data:image/png;base64,", /empty/],
  ])("refuses %s with 400 and a clear message", async (_name, body, message) => {
    const link = await createLink(t.app, admin);
    const problem = expectProblem(await upload(admin, link.id, body), 400, "VALIDATION_FAILED");
    expect(problem.detail).toMatch(message);
    expect(problem.invalidFields?.[0]?.path).toBe("body.data_url");
    expect(ZLink.parse((await asUser(t.app, admin, "GET", `/api/links/${link.id}`)).json()).logo_image_url).toBeNull();
  });

  it("refuses what is not a base64 data URL with 400", async () => {
    const link = await createLink(t.app, admin);
    expectProblem(await upload(admin, link.id, "https://example.com/logo.png"), 400, "VALIDATION_FAILED");
    expectProblem(await upload(admin, link.id, "data:image/png;base64,***"), 400, "VALIDATION_FAILED");
  });

  it("refuses a logo over 1 MB with 413, and a far larger body before reading it", async () => {
    const link = await createLink(t.app, admin);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const problem = expectProblem(await upload(admin, link.id, dataUrl("image/png", big)), 413, "PAYLOAD_TOO_LARGE");
    expect(problem.detail).toMatch(/at most 1 MB/);
    const huge = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    expectProblem(await upload(admin, link.id, dataUrl("image/png", huge)), 413, "PAYLOAD_TOO_LARGE");
  });

  it("accepts a logo of exactly 1 MB", async () => {
    const link = await createLink(t.app, admin);
    const exact = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length)]);
    expect((await upload(admin, link.id, dataUrl("image/png", exact))).statusCode).toBe(200);
  });

  it("answers 404 for another agency's link, 403 for an agent, 401 signed out", async () => {
    const theirs = await createLink(t.app, stranger);
    expectProblem(await upload(admin, theirs.id, dataUrl("image/png", PNG)), 404, "NOT_FOUND");
    const mine = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
    expectProblem(await upload(agent, mine.id, dataUrl("image/png", PNG)), 403, "FORBIDDEN");
    expectProblem(await upload(null, mine.id, dataUrl("image/png", PNG)), 401, "UNAUTHENTICATED");
  });
});

describe("DELETE /api/links/:id/logo", () => {
  it("clears the logo and removes the uploaded file", async () => {
    const link = await createLink(t.app, admin);
    const url = ZLink.parse((await upload(admin, link.id, dataUrl("image/png", PNG))).json()).logo_image_url!;
    const response = await asUser(t.app, admin, "DELETE", `/api/links/${link.id}/logo`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZLink.parse(response.json()).logo_image_url).toBeNull();
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("clears an external logo address kept from before without touching anything else", async () => {
    const link = await createLink(t.app, admin);
    await t.db.update(links).set({ logo_image_url: "https://cdn.example.com/logo.png" }).where(eq(links.id, link.id));
    expect(ZLink.parse((await asUser(t.app, admin, "DELETE", `/api/links/${link.id}/logo`)).json()).logo_image_url).toBeNull();
    const [row] = await t.db.select({ logo: links.logo_image_url }).from(links).where(eq(links.id, link.id));
    expect(row?.logo).toBeNull();
  });

  it("never removes another link's file named in a logo address", async () => {
    const owner = await createLink(t.app, admin);
    const url = ZLink.parse((await upload(admin, owner.id, dataUrl("image/png", PNG))).json()).logo_image_url!;
    const borrower = await createLink(t.app, admin, { logo_image_url: url });
    await asUser(t.app, admin, "DELETE", `/api/links/${borrower.id}/logo`);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
  });

  it("answers 404 for another agency's link and 403 for an agent", async () => {
    const theirs = await createLink(t.app, stranger);
    expectProblem(await asUser(t.app, admin, "DELETE", `/api/links/${theirs.id}/logo`), 404, "NOT_FOUND");
    const mine = await createLink(t.app, admin, { stakeholder_ids: [agent.userId] });
    expectProblem(await asUser(t.app, agent, "DELETE", `/api/links/${mine.id}/logo`), 403, "FORBIDDEN");
  });
});

describe("a logo from anywhere but the app's storage", () => {
  const foreign = [
    "https://cdn.example.com/logo.png",
    "http://127.0.0.1:9/logo.png",
    "//cdn.example.com/logo.png",
    "/\\cdn.example.com/logo.png",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "/files/logos/../session-secret",
    "/files/logos/not-a-stored-name.png",
    "/files/logos/00000000-0000-4000-8000-000000000000-0123456789abcdef.png?x=https://cdn.example.com/a.png",
    "/dashboard",
  ];

  it.each(foreign)("is refused when a link is created with %s", async (logo_image_url) => {
    const problem = expectProblem(
      await asUser(t.app, admin, "POST", "/api/links", {
        url: `logo-${randomUUID().slice(0, 8)}`,
        survey_type: "medicare",
        logo_image_url,
      }),
      422,
      "LOGO_URL_NOT_ALLOWED",
    );
    expect(problem.invalidFields?.[0]?.path).toBe("body.logo_image_url");
  });

  // Uploads are limited per minute: one link with a stored logo serves every case.
  let owner: TLink;
  let stored: string;
  beforeAll(async () => {
    owner = await createLink(t.app, admin);
    stored = ZLink.parse((await upload(admin, owner.id, dataUrl("image/png", PNG))).json()).logo_image_url!;
  });

  it.each(foreign)("is refused when a link is changed to %s, and the link keeps its logo", async (logo_image_url) => {
    expectProblem(await asUser(t.app, admin, "PUT", `/api/links/${owner.id}`, { logo_image_url }), 422, "LOGO_URL_NOT_ALLOWED");
    expect(ZLink.parse((await asUser(t.app, admin, "GET", `/api/links/${owner.id}`)).json()).logo_image_url).toBe(stored);
  });

  it("is accepted when it is a logo stored by the app, and null clears it", async () => {
    const link = await createLink(t.app, admin);
    const response = await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, { logo_image_url: stored });
    expect(ZLink.parse(response.json()).logo_image_url).toBe(stored);
    expect(
      ZLink.parse((await asUser(t.app, admin, "PUT", `/api/links/${link.id}`, { logo_image_url: null })).json()).logo_image_url,
    ).toBeNull();
  });

  it("kept in a row from before is shown nowhere: not to the agency, not on the survey page, not to a survey", async () => {
    const link = await createLink(t.app, admin);
    await t.db.update(links).set({ logo_image_url: "https://tracker.example.com/pixel.png" }).where(eq(links.id, link.id));
    expect(ZLink.parse((await asUser(t.app, admin, "GET", `/api/links/${link.id}`)).json()).logo_image_url).toBeNull();
    const page = await t.app.inject({ method: "GET", url: `/api/links/url/${link.url}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ logo_image_url: null });
    const { id, token } = await startSurvey(t.app, link);
    const survey = await t.app.inject({ method: "GET", url: `/api/responses/${id}`, headers: { authorization: `Bearer ${token}` } });
    expect(survey.statusCode, survey.body).toBe(200);
    expect(survey.json().link.logo_image_url).toBeNull();
    expect(survey.body).not.toContain("tracker.example.com");
  });
});

describe("GET /files/logos/:name", () => {
  it.each([
    "/files/logos/nothing.png",
    "/files/logos/00000000-0000-4000-8000-000000000000-0123456789abcdef.png",
    "/files/logos/..%2F..%2Fsession-secret",
    "/files/logos/%2e%2e%2fsession-secret",
  ])("answers 404 for %s", async (url) => {
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });
});
