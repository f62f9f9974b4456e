import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { answerAndSubmit } from "../helpers/client-answers.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, authPost, uniqueEmail, GOOD_PASSWORD, type TestUser } from "../helpers/users.ts";
import { captureLog, type TestApp } from "../helpers/app.ts";
import { CLIENT } from "../helpers/client-answers.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, startSurvey, type TestSurvey } from "../survey/survey-helpers.ts";

/** Input that used to make the API answer 500: each now answers a 4xx problem, or ends cleanly. */
let t: TestApp;
let admin: TestUser;
let survey: TestSurvey;
const log = captureLog();

beforeAll(async () => {
  t = await createSurveyTestApp({ LOG_LEVEL: "info" }, { logStream: log.stream });
  admin = await signUp(t.app);
  const link = await createLink(t.app, admin);
  survey = await startSurvey(t.app, link);
});

describe("a NUL character (or half a surrogate pair) in any text", () => {
  it("in a body field is refused with 400 naming the field, not a database error", async () => {
    const response = await asUser(t.app, admin, "PUT", `/api/orgs/${admin.orgId}`, { name: "Acme\u0000Agency" });
    const problem = expectProblem(response, 400, "VALIDATION_FAILED");
    expect(problem.invalidFields).toEqual([{ path: "body.name", message: expect.stringMatching(/cannot be saved/) }]);
  });

  it("in a survey's answers (jsonb) is refused the same way, nested or in a key", async () => {
    const put = (body: object) => asSurvey(t.app, survey.token, "PUT", `/api/surveyContents/medicare/${survey.contentId}`, body);
    expect(expectProblem(await put({ first_name: "Ro\u0000sa", client_rev: 1 }), 400, "VALIDATION_FAILED").invalidFields?.[0]?.path).toBe(
      "body.first_name",
    );
    expectProblem(await put({ first_name: "Rosa\uD800", client_rev: 1 }), 400, "VALIDATION_FAILED");
    expectProblem(await put({ "first\u0000name": "Rosa", client_rev: 1 }), 400, "VALIDATION_FAILED");
    // Well-formed text still saves: emoji (a surrogate pair) and right-to-left words.
    expect((await put({ first_name: "Rosa 👩‍⚕️ שלום", client_rev: 2 })).statusCode).toBe(200);
  });

  it("in a query value or a path segment is refused with 400", async () => {
    const search = await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/submissions?searchTerm=ab%00cd`);
    expect(expectProblem(search, 400, "VALIDATION_FAILED").invalidFields?.[0]?.path).toBe("query.searchTerm");
    const links = await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/links?searchTerm=%00`);
    expectProblem(links, 400, "VALIDATION_FAILED");
    const byUrl = await t.app.inject({ method: "GET", url: "/api/links/url/ab%00cd" });
    expect(expectProblem(byUrl, 400, "VALIDATION_FAILED").invalidFields?.[0]?.path).toBe("params.url");
    const start = await t.app.inject({ method: "POST", url: "/api/responses", payload: { link_url: "x\u0000y", locale: "en" } });
    expectProblem(start, 400, "VALIDATION_FAILED");
  });

  it("in a sign-up (better-auth's own route) is refused too", async () => {
    const response = await authPost(t.app, "/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      name: "Dana\u0000",
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe("better-auth's endpoints", () => {
  it("do not offer update-user, which wrote a null name into the database (500): the profile is PUT /api/users", async () => {
    const response = await authPost(t.app, "/api/auth/update-user", { name: null }, { cookie: admin.cookie });
    expectProblem(response, 404, "NOT_FOUND");
  });
});

describe("PUT /api/orgs/{id} with {}", () => {
  it("changes nothing and answers the organisation as it is", async () => {
    await asUser(t.app, admin, "PUT", `/api/orgs/${admin.orgId}`, { name: "Sunrise Agency" });
    const response = await asUser(t.app, admin, "PUT", `/api/orgs/${admin.orgId}`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: admin.orgId, name: "Sunrise Agency" });
  });
});

describe("methods the app does not answer", () => {
  it.each(["TRACE", "PROPFIND", "MKCOL", "LOCK"])("%s is refused with 405 and the methods it does answer", async (method) => {
    for (const url of ["/", "/api/orgs", "/some-link"]) {
      const response = await t.app.inject({ method: method as "GET", url });
      const problem = expectProblem(response, 405, "METHOD_NOT_ALLOWED");
      expect(problem.instance).toBe(url);
      expect(response.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    }
  });
});

describe("search terms that break a query", () => {
  const terms = ["%", "_", "\\", "'", "''", "%_\\", "a & b | !c <-> d:*", ":*", "(((", "[a-", "👩‍👩‍👧", "שלום", "x".repeat(100), " "];

  it.each(terms)("the submission list, its CSV and the links list take %j", async (term) => {
    const q = `searchTerm=${encodeURIComponent(term)}`;
    for (const url of [
      `/api/orgs/${admin.orgId}/submissions?${q}`,
      `/api/orgs/${admin.orgId}/submissions.csv?${q}`,
      `/api/orgs/${admin.orgId}/links?${q}`,
    ]) {
      const response = await asUser(t.app, admin, "GET", url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it("too long a term is refused with 400, not searched", async () => {
    const long = encodeURIComponent("é".repeat(5000));
    for (const url of [`/api/orgs/${admin.orgId}/submissions?searchTerm=${long}`, `/api/orgs/${admin.orgId}/links?searchTerm=${long}`]) {
      expectProblem(await asUser(t.app, admin, "GET", url), 400, "VALIDATION_FAILED");
    }
  });
});

describe("a CSV export that fails after its first byte", () => {
  it("is cut off (no 5xx after the headers), logged without client data, and the app goes on serving", async () => {
    const s = await startSurvey(t.app, survey.link);
    await answerAndSubmit(t.app, s);
    // The first batch of rows is read after the header line went out: make that read fail.
    await t.db.execute(sql`alter table submissions rename to submissions_gone`);
    const downloads: Download[] = [];
    try {
      for (const encoding of ["identity", "gzip"]) {
        downloads.push(await downloadOverHttp(`/api/orgs/${admin.orgId}/submissions.csv`, admin.cookie, encoding));
      }
    } finally {
      await t.db.execute(sql`alter table submissions_gone rename to submissions`);
    }
    for (const download of downloads) {
      // Cut off: the connection ends without the end of the chunked body (or, when the failure came before the first
      // bytes left, before the status line), so no client takes it for the whole file — and no 5xx follows a 200.
      expect(download.complete).toBe(false);
      expect([0, 200]).toContain(download.status);
      if (download.status === 200) expect(download.headers["content-type"]).toMatch(/^text\/csv/);
    }
    const [plain] = downloads;
    expect(plain!.body).not.toMatch(/problem|INTERNAL|Something went wrong/);
    if (plain!.body) expect(plain!.body.trim().split("\n")).toHaveLength(1);
    expect((await asUser(t.app, admin, "GET", `/api/orgs/${admin.orgId}/submissions.csv`)).statusCode).toBe(200);
    // Logged once, as an error of the request, without the client's data.
    const errors = log.lines
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
      .filter((l) => l.level >= 50);
    expect(errors.map((line) => line.msg)).toEqual(Array(2).fill("the CSV export failed after it started: download cut off"));
    for (const value of Object.values(CLIENT)) expect(log.text()).not.toContain(value);
  });
});

type Download = { status: number; headers: Record<string, string | string[] | undefined>; body: string; complete: boolean };

/** A GET over a real connection (inject cannot show a response cut off after its headers). */
async function downloadOverHttp(path: string, cookie: string, encoding: string): Promise<Download> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers: { cookie, "accept-encoding": encoding } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("close", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, complete: response.complete }),
      );
    });
    // The connection closed before a response: a hang-up, which is a cut-off download too.
    request.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ECONNRESET" ? resolve({ status: 0, headers: {}, body: "", complete: false }) : reject(error),
    );
  });
}
