import { randomUUID } from "node:crypto";
import { ZLink } from "@planready/contracts/links";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateJobSchema } from "../../src/jobs/job-schema.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { startFakeS3, type FakeS3 } from "../helpers/fake-s3.ts";
import { expectProblem } from "../helpers/problem.ts";
import { fetchProfile, sessionCookie, signIn, signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink } from "../survey/survey-helpers.ts";

/**
 * Two app instances on one database, as two processes behind a load balancer would be: each has its own pool, its
 * own DATA_DIR and its own memory; they share only the database (and the bucket when files go to S3). Requests go
 * to one and then the other.
 */
let s3: FakeS3;
let a: TestApp;
let b: TestApp;
let admin: TestUser;

beforeAll(async () => {
  s3 = await startFakeS3("shared");
  const env = {
    API_RATE_LIMIT_MAX: "100000",
    S3_BUCKET: "shared",
    S3_REGION: "us-east-1",
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "test-key",
    S3_SECRET_ACCESS_KEY: "test-secret",
  };
  [a, b] = [await createTestApp({ env }), await createTestApp({ env })];
  expect(a.config.DATA_DIR).not.toBe(b.config.DATA_DIR);
  admin = await signUp(a.app);
});

afterAll(() => s3.close());

describe("two app processes on one DATABASE_URL", () => {
  it("shares sessions: signed in on A, the session works on B", async () => {
    const response = await signIn(a.app, admin.email, admin.password);
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response)!;
    expect((await fetchProfile(b.app, cookie))?.id).toBe(admin.userId);
  });

  it("shares stored files: a logo uploaded through A is served by B, byte for byte", async () => {
    const link = await createLink(b.app, admin);
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    const uploaded = await asUser(a.app, admin, "POST", `/api/links/${link.id}/logo`, {
      data_url: `data:image/png;base64,${png.toString("base64")}`,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = await b.app.inject({ method: "GET", url: ZLink.parse(uploaded.json()).logo_image_url! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it("runs a job sent by both once: one waits in the queue, and one of the two processes runs it", async () => {
    const notificationId = randomUUID();
    await a.app.deps.jobs.send("notification-email", { notificationId }, { singletonKey: notificationId });
    await b.app.deps.jobs.send("notification-email", { notificationId }, { singletonKey: notificationId });
    const ran = await Promise.all([a.app.jobs.runQueued(), b.app.jobs.runQueued()]);
    expect(ran[0] + ran[1]).toBe(1);
    const rows = await a.db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'notification-email' and singleton_key = ${notificationId}`,
    );
    expect(rows.rows.map((row) => row.state)).toEqual(["completed"]);
  });
});

describe("rate limits counted across processes", () => {
  let limitedA: TestApp;
  let limitedB: TestApp;

  beforeAll(async () => {
    const env = { API_RATE_LIMIT_MAX: "4", SURVEY_START_RATE_LIMIT_MAX: "2" };
    [limitedA, limitedB] = [await createTestApp({ env }), await createTestApp({ env })];
  });

  it("API_RATE_LIMIT_MAX: a client's requests to A and B add up", async () => {
    const client = { remoteAddress: "203.0.113.10" };
    for (const [i, app] of [limitedA, limitedB, limitedA, limitedB].entries()) {
      const response = await app.app.inject({ method: "GET", url: "/api/maintenance", ...client });
      expect(response.statusCode, `request ${i + 1}`).toBe(200);
    }
    expectProblem(await limitedA.app.inject({ method: "GET", url: "/api/maintenance", ...client }), 429, "RATE_LIMITED");
    expectProblem(await limitedB.app.inject({ method: "GET", url: "/api/maintenance", ...client }), 429, "RATE_LIMITED");
    // Another client is not affected.
    expect((await limitedB.app.inject({ method: "GET", url: "/api/maintenance", remoteAddress: "203.0.113.11" })).statusCode).toBe(200);
  });

  it("SURVEY_START_RATE_LIMIT_MAX: surveys started through A and B add up", async () => {
    const link = await createLink(a.app, admin);
    const start = (t: TestApp) =>
      t.app.inject({ method: "POST", url: "/api/responses", remoteAddress: "203.0.113.20", payload: { link_url: link.url, locale: "en" } });
    expect((await start(limitedA)).statusCode).toBe(201);
    expect((await start(limitedB)).statusCode).toBe(201);
    expectProblem(await start(limitedA), 429, "RATE_LIMITED");
  });
});

describe("queues made before they were stately", () => {
  it("are changed by the migrations, keeping the oldest of the jobs waiting with one key", async () => {
    await a.db.execute(sql`update pgboss.queue set policy = 'standard' where name = 'submission-pdf'`);
    await a.db.execute(sql`update pgboss.job set policy = 'standard' where name = 'submission-pdf'`);
    const key = randomUUID();
    for (let i = 0; i < 3; i++) {
      await a.db.execute(
        sql`insert into pgboss.job (id, name, data, singleton_key, policy) values (gen_random_uuid(), 'submission-pdf', ${JSON.stringify({ responseId: key })}::jsonb, ${key}, 'standard')`,
      );
    }
    await migrateJobSchema(a.db);
    const queue = await a.db.execute<{ policy: string }>(sql`select policy from pgboss.queue where name = 'submission-pdf'`);
    expect(queue.rows[0]?.policy).toBe("stately");
    const jobs = await a.db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where singleton_key = ${key}`);
    expect(jobs.rows[0]?.n).toBe(1);
  });
});
