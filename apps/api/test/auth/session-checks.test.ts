import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createTestApp, testEnv, type TestApp } from "../helpers/app.ts";
import { connectTestDb, countQueries, onFileCleanup } from "../helpers/database.ts";
import { authPost, GOOD_PASSWORD, sessionCookie, signIn, signUp, type TestUser } from "../helpers/users.ts";

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t.app, { name: "Nadia Round-Trip" });
});

/** A second process of the product on the same database (its own pool, no state shared in memory). */
async function secondProcess() {
  const db = await connectTestDb();
  const app = await buildApp({ config: loadConfig(await testEnv()), db, web: "none", jobWorkers: false });
  onFileCleanup(() => app.close());
  await app.ready();
  return app;
}

const me = (app: TestApp["app"], cookie: string) => app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });

describe("session checks", () => {
  it("answer GET /api/auth/me with one round trip to the database", async () => {
    expect((await me(t.app, user.cookie)).statusCode).toBe(200);
    let response: Awaited<ReturnType<typeof me>> | undefined;
    const queries = await countQueries(t.db, async () => {
      response = await me(t.app, user.cookie);
    });
    expect(response!.statusCode).toBe(200);
    expect(response!.json()).toMatchObject({ id: user.userId, signup_name: "Nadia Round-Trip", org: { id: user.orgId, user_count: 1 } });
    expect(queries).toBe(1);
  });

  it("check a signed-in route's session with one round trip", async () => {
    let status = 0;
    const queries = await countQueries(t.db, async () => {
      status = (await t.app.inject({ method: "GET", url: "/api/auth/login?returnTo=/dashboard", headers: { cookie: user.cookie } }))
        .statusCode;
    });
    expect(status).toBe(302);
    expect(queries).toBe(1);
  });

  it("check a user route's session and payment lock with one round trip", async () => {
    let status = 0;
    const queries = await countQueries(t.db, async () => {
      status = (await t.app.inject({ method: "GET", url: `/api/users/${user.authId}`, headers: { cookie: user.cookie } })).statusCode;
    });
    expect(status).toBe(200);
    expect(queries).toBe(1);
  });

  it("refuse a cookie whose signature is not the server's, without asking the database", async () => {
    const [name, value] = user.cookie.split("=") as [string, string];
    const token = decodeURIComponent(value).split(".")[0]!;
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32, 1).toString("base64")}`)}`;
    let status = 0;
    const queries = await countQueries(t.db, async () => {
      status = (await me(t.app, forged)).statusCode;
    });
    expect(status).toBe(204);
    expect(queries).toBe(0);
  });
});

describe("revoking a session", () => {
  it("takes effect at once in another process on the same database, after a sign-out", async () => {
    const other = await secondProcess();
    const signedIn = sessionCookie(await signIn(t.app, user.email, user.password))!;
    expect((await me(other, signedIn)).statusCode).toBe(200);
    const out = await authPost(t.app, "/api/auth/sign-out", {}, { cookie: signedIn });
    expect(out.statusCode).toBeLessThan(400);
    const started = Date.now();
    expect((await me(other, signedIn)).statusCode).toBe(204);
    expect((await me(t.app, signedIn)).statusCode).toBe(204);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("takes effect at once for the other sessions after a password change", async () => {
    const other = await secondProcess();
    const person = await signUp(t.app);
    const second = sessionCookie(await signIn(t.app, person.email, person.password))!;
    expect((await me(other, second)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/users/me/password",
      payload: { currentPassword: person.password, newPassword: `${GOOD_PASSWORD} again` },
      headers: { cookie: person.cookie },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await me(other, second)).statusCode).toBe(204);
    expect((await me(t.app, second)).statusCode).toBe(204);
  });

  it("takes effect at once in another process when an Admin removes the user", async () => {
    const other = await secondProcess();
    const admin = await signUp(t.app);
    const agent = await signUp(t.app);
    await t.db.$client.query("update users set org_id = $1, user_type = 'Agent' where id = $2", [admin.orgId, agent.userId]);
    expect((await me(other, agent.cookie)).statusCode).toBe(200);
    const removed = await t.app.inject({ method: "DELETE", url: `/api/users/${agent.userId}`, headers: { cookie: admin.cookie } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await me(other, agent.cookie)).statusCode).toBe(204);
  });
});
