#!/usr/bin/env node
/**
 * Submission center budget: seeds 1,000,000 submissions (`npm run seed -- --submissions N`) into a private embedded
 * PostgreSQL, serves the API from this process, signs in as the demo agency's Admin and as one of its agents, and
 * reports p50/p95 of the list's first page, a filtered page, a deep page (cursor), a name search and the dashboard's
 * stats, plus the other filters and the unread badge. Budget: p95 under 50 ms. Exits 1 when a budgeted figure misses
 * it. Baseline, measured in the same run on the same server and connection: the session check alone
 * (`GET /api/auth/me`, one round trip), so each figure's ratio to it says what the query itself costs on a machine
 * however busy.
 *   npm run bench:submissions
 *   npm run bench:submissions -- --submissions 200000 --samples 100
 *   npm run bench:submissions -- --data-dir /tmp/planready-bench-1m   (kept; seeded on the first run only)
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./lib/server.mjs";
import { numberArg, textArg } from "./lib/args.mjs";

const BUDGET_P95_MS = 50;
const submissions = numberArg("--submissions", 1_000_000);
/** PostgreSQL's shared_buffers for the run ("default" keeps PostgreSQL's 128MB). */
const sharedBuffers = textArg("--shared-buffers", "1GB");
const samples = numberArg("--samples", 200);
const port = numberArg("--port", 3296);
const pgPort = numberArg("--pg-port", 5696);

const api = (file) => import(path.join(root, "apps/api/src", file));
const { loadConfig } = await api("config.ts");
const { startEmbeddedPostgres } = await api("db/embedded.ts");
const { createDb } = await api("db/client.ts");
const { runMigrations } = await api("db/migrate.ts");
const { buildApp } = await api("app.ts");
const { encodeCursor } = await api("modules/submissions/submission-cursor.ts");
const { DEMO_EMAIL, DEMO_PASSWORD } = await api("cli/seed-command.ts");
const { DEMO_TEAM } = await api("cli/seed-team.ts");

/** A kept data directory (--data-dir) is seeded once and reused: new migrations apply to its data, as in production. */
const keptDir = textArg("--data-dir", null);
const dataDir = keptDir ? path.resolve(keptDir) : mkdtempSync(path.join(tmpdir(), "planready-bench-submissions-"));
if (keptDir) mkdirSync(dataDir, { recursive: true });
// As root, the embedded PostgreSQL runs as its own user, which must be able to enter the data directory.
chmodSync(dataDir, 0o755);
const origin = `http://localhost:${port}`;
const env = {
  NODE_ENV: "production",
  PORT: String(port),
  EMBEDDED_PG_PORT: String(pgPort),
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  PUBLIC_URL: origin,
  API_RATE_LIMIT_MAX: "1000000",
  AUTH_RATE_LIMIT_MAX: "1000",
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Seeds the submissions with `npm run seed`, which finds this process's PostgreSQL on EMBEDDED_PG_PORT. */
function seed() {
  console.log(`Seeding ${submissions.toLocaleString("en-US")} submissions…`);
  const seedStart = Date.now();
  const run = spawnSync("npm", ["run", "--silent", "seed", "--", "--submissions", String(submissions)], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (run.status !== 0) throw new Error(`npm run seed failed:\n${run.stdout}`);
  const seedSeconds = (Date.now() - seedStart) / 1000;
  console.log(
    run.stdout
      .split("\n")
      .filter((line) => line.startsWith("  ") && line.includes("clients"))
      .at(-1) ?? "",
  );
  console.log(`Seeded in ${seedSeconds.toFixed(0)} s.`);
}

let embedded;
let db;
let app;
try {
  embedded = await startEmbeddedPostgres({
    dataDir,
    port: pgPort,
    ...(sharedBuffers === "default" ? {} : { settings: { shared_buffers: sharedBuffers } }),
  });
  db = createDb(embedded.url, 4);
  await runMigrations(db);
  const { rows: buffers } = await db.$client.query("show shared_buffers");
  console.log(`PostgreSQL shared_buffers: ${buffers[0].shared_buffers} (--shared-buffers default|SIZE)`);

  const { rows: seeded } = await db.$client.query("select count(*)::int as n from submissions");
  if (seeded[0].n > 0) console.log(`Reusing the ${seeded[0].n.toLocaleString("en-US")} submissions of ${dataDir}.`);
  else seed();

  app = await buildApp({ config: loadConfig(env), db, web: "none", jobWorkers: false });
  await app.listen({ port, host: "127.0.0.1" });

  const signIn = async (email) => {
    const response = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const me = await (await fetch(`${origin}/api/auth/me`, { headers: { cookie } })).json();
    return { email, cookie, userId: me.id, orgId: me.org_id };
  };
  const admin = await signIn(DEMO_EMAIL);
  const agent = await signIn(DEMO_TEAM[0].email);

  const { rows: visible } = await db.$client.query(
    `select count(*) filter (where s.link_id in (select link_id from link_stakeholders where user_id = $3))::int as admin,
            count(*) filter (where s.link_id in (select link_id from link_stakeholders where user_id = $2))::int as agent
     from submissions s where s.org_id = $1 and not s.archived`,
    [admin.orgId, agent.userId, admin.userId],
  );
  console.log(
    `Inbox: ${visible[0].admin.toLocaleString("en-US")} for the Admin, ${visible[0].agent.toLocaleString("en-US")} for ${agent.email}.`,
  );

  /** Cursors at positions spread over the middle and end of each user's inbox, newest first. */
  const deepCursors = async (user, count) => {
    // Each reads the links they own or are a stakeholder of, the Admin included (decision 027).
    const agentOnly = "and s.link_id in (select link_id from link_stakeholders where user_id = $2::uuid)";
    const total = user === agent ? visible[0].agent : visible[0].admin;
    const cursors = [];
    for (let i = 0; i < count; i++) {
      const offset = Math.floor(total * (0.3 + (0.65 * i) / count));
      const { rows } = await db.$client.query(
        `select ((extract(epoch from activity_at) * 1000000)::bigint)::text as us, response_id from submissions s
         where s.org_id = $1 and not s.archived ${agentOnly} order by activity_at desc, response_id desc offset $3 limit 1`,
        [admin.orgId, user.userId, offset],
      );
      if (rows[0]) cursors.push(encodeCursor({ activityUs: rows[0].us, id: rows[0].response_id, newestFirst: true }));
    }
    return cursors;
  };
  const since = new Date(Date.now() - 180 * 86_400_000).toISOString().slice(0, 10);
  const searches = ["garcia", "maria lopez", "johnson", "nguyen", "smith john", "patel", "rosa", "kim", "(305) 555-12", "hernandez"];
  const scenarios = (user, cursors) => [
    { name: "first page", budget: true, queries: [{ limit: "25" }] },
    {
      name: "filtered page (type, status, 180 days)",
      budget: true,
      queries: [{ surveyType: "medicare", status: "completed", startDate: since, limit: "25" }],
    },
    { name: "deep page (cursor)", budget: true, queries: cursors.map((cursor) => ({ cursor, limit: "25" })) },
    { name: "name search", budget: true, queries: searches.map((searchTerm) => ({ searchTerm, limit: "25" })) },
    { name: "zip", budget: false, queries: ["33101", "77045", "85210", "19150"].map((zip) => ({ zip, limit: "25" })) },
    { name: "drug (RxCUI)", budget: false, queries: ["617312", "1364445", "860975"].map((drugId) => ({ drugId, limit: "25" })) },
    {
      name: "pharmacy name",
      budget: false,
      queries: ["publix", "walgreens #4", "cvs pharmacy #12"].map((pharmacyName) => ({ pharmacyName, limit: "25" })),
    },
    { name: "archive folder", budget: false, queries: [{ folder: "archive", limit: "25" }] },
    {
      name: "completed, not signed",
      budget: true,
      queries: [{ status: "completed", signature: "not_signed", limit: "25" }],
    },
    { name: "signed", budget: false, queries: [{ signature: "signed", limit: "25" }] },
    { name: "signature not required", budget: false, queries: [{ signature: "not_required", limit: "25" }] },
    { name: "unread badge", budget: false, url: `/api/notifications/unread-submissions-count-by-user/${user.userId}` },
    { name: "dashboard stats (30 days)", budget: true, url: `/api/orgs/${user.orgId}/submissions/stats` },
    {
      name: "dashboard stats (half-hour zone)",
      budget: false,
      url: `/api/orgs/${user.orgId}/submissions/stats?timeZone=Asia/Kolkata`,
    },
  ];

  const time = async (user, url) => {
    const started = performance.now();
    const response = await fetch(`${origin}${url}`, { headers: { cookie: user.cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return performance.now() - started;
  };

  /** p50/p95 of `samples` calls over `urls` (one warm-up call each first). */
  const measure = async (user, urls) => {
    for (const url of urls) await time(user, url);
    const times = [];
    for (let i = 0; i < samples; i++) times.push(await time(user, urls[i % urls.length]));
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  };

  let missed = false;
  const baseline = await measure(admin, ["/api/auth/me"]);
  console.log(
    `\nBaseline: the session check alone (GET /api/auth/me)   p50 ${baseline.p50.toFixed(1)} ms   p95 ${baseline.p95.toFixed(1)} ms`,
  );
  for (const { label, user } of [
    { label: "Admin", user: admin },
    { label: "Agent", user: agent },
  ]) {
    console.log(`\n${label} (${user.email})`);
    for (const scenario of scenarios(user, await deepCursors(user, 20))) {
      const urls = scenario.url
        ? [scenario.url]
        : scenario.queries.map((query) => `/api/orgs/${user.orgId}/submissions?${new URLSearchParams(query)}`);
      const { p50, p95 } = await measure(user, urls);
      const met = p95 < BUDGET_P95_MS;
      if (scenario.budget && !met) missed = true;
      console.log(
        `  ${scenario.name.padEnd(40)} p50 ${p50.toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms   ` +
          `(p95 ${(p95 / baseline.p95).toFixed(1).padStart(5)}× the baseline)   ` +
          `${met ? "met" : "not met"}${scenario.budget ? "" : " (not budgeted)"}`,
      );
    }
  }
  console.log(`\nBudget p95 < ${BUDGET_P95_MS} ms: ${missed ? "not met" : "met"}.`);
  process.exitCode = missed ? 1 : 0;
} finally {
  await app?.close();
  await db?.$client.end();
  await embedded?.stop();
  if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
}
