import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../helpers/app.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createSurveyTestApp } from "../survey/survey-helpers.ts";

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createSurveyTestApp({ PUBLIC_API_RATE_LIMIT_MAX: "3" });
  user = await signUp(t.app);
});

async function key(): Promise<string> {
  const response = await asUser(t.app, user, "POST", "/api/api-keys", { name: "Busy tool", scopes: ["links:read"] });
  return response.json<{ secret: string }>().secret;
}

describe("the public API's rate limit", () => {
  it("counts per key (in the shared PostgreSQL store): a busy key is refused with Retry-After, another key is not", async () => {
    const busy = await key();
    const calm = await key();
    const call = (secret: string) => t.app.inject({ method: "GET", url: "/api/v1/links", headers: { authorization: `Bearer ${secret}` } });
    for (let i = 0; i < 3; i++) expect((await call(busy)).statusCode).toBe(200);
    const refused = await call(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await call(calm)).statusCode).toBe(200);
    const { rows } = await t.db.$client.query<{ key: string }>("select key from api_rate_limits where key like '%api-key:%'");
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});
