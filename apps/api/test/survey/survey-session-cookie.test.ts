import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/app.ts";
import { signUp } from "../helpers/users.ts";
import { asSurvey, createLink, createSurveyTestApp } from "./survey-helpers.ts";

/** The survey session cookie (decision 022): set on the survey's pages when a survey starts, cleared on submit. */

const cookiesOf = (header: string | string[] | undefined) => [header ?? []].flat().filter((line) => line.startsWith("planready_survey="));

/** A new link (made through `owner`, a plain-http app on the same database) and a survey started on it through `t`. */
async function start(t: TestApp, owner: TestApp = t) {
  const link = await createLink(owner.app, await signUp(owner.app));
  const response = await t.app.inject({ method: "POST", url: "/api/responses", payload: { link_url: link.url, locale: "en" } });
  expect(response.statusCode).toBe(201);
  const body = response.json() as { id: string; survey_token: string; content_id: string };
  return { link, body, cookies: cookiesOf(response.headers["set-cookie"]) };
}

describe("over http", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSurveyTestApp({ PUBLIC_URL: "http://localhost:3000" });
  });

  it("is set when a survey starts, HttpOnly and SameSite=Lax, on the link's page and the response's page only", async () => {
    const { link, body, cookies } = await start(t);
    expect(cookies).toHaveLength(2);
    for (const path of [`/${link.url}`, `/survey/${body.id}`]) {
      const line = cookies.find((c) => c.includes(`Path=${path};`) || c.endsWith(`Path=${path}`));
      expect(line, path).toBeDefined();
      expect(line).toContain(`planready_survey=${body.id}.${body.survey_token};`);
      expect(line).toContain("HttpOnly");
      expect(line).toContain("SameSite=Lax");
      expect(line).not.toContain("Secure");
    }
  });

  it("is cleared on both paths when the survey is submitted, and not by an ordinary write", async () => {
    const { link, body } = await start(t);
    await asSurvey(t.app, body.survey_token, "PUT", `/api/surveyContents/medicare/${body.content_id}`, {
      first_name: "Ada",
      client_rev: 1,
    });
    const moved = await asSurvey(t.app, body.survey_token, "PUT", `/api/responses/${body.id}`, { current_question: "name", client_rev: 2 });
    expect(moved.statusCode).toBe(200);
    expect(cookiesOf(moved.headers["set-cookie"])).toEqual([]);
    const submitted = await asSurvey(t.app, body.survey_token, "PUT", `/api/responses/${body.id}`, { submit: true, client_rev: 3 });
    expect(submitted.statusCode).toBe(200);
    const cleared = cookiesOf(submitted.headers["set-cookie"]);
    expect(cleared).toHaveLength(2);
    for (const path of [`/${link.url}`, `/survey/${body.id}`]) {
      const line = cleared.find((c) => c.includes(`Path=${path}`));
      expect(line, path).toMatch(/^planready_survey=;/);
      expect(line).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    }
  });

  it("opens nothing on the API: a survey route with the cookie and no bearer token answers 401", async () => {
    const { body, cookies } = await start(t);
    const read = await t.app.inject({
      method: "GET",
      url: `/api/responses/${body.id}`,
      headers: { cookie: cookies[0]!.split(";")[0]! },
    });
    expect(read.statusCode).toBe(401);
  });
});

describe("over https", () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await createSurveyTestApp({ PUBLIC_URL: "https://planready.example" });
    plain = await createSurveyTestApp({ PUBLIC_URL: "http://localhost:3000" });
  });

  it("is Secure", async () => {
    const { cookies } = await start(t, plain);
    expect(cookies).toHaveLength(2);
    for (const line of cookies) expect(line).toContain("Secure");
  });
});
