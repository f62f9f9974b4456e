#!/usr/bin/env node
/**
 * Autosave budget: the survey's answer save (`PUT /api/surveyContents/{type}/{id}`, bearer survey token) of the
 * product's API against a minimal Fastify + pg endpoint doing the same token look-up, an idempotency row and an
 * upsert (bench/lib/minimal-server.mjs), on one private PostgreSQL, in the same run, at 50 connections. Rounds
 * alternate between the two servers; the medians are compared. Then it keeps saving until 100,000 writes went
 * through the product's API and prints what they left behind (dead tuples, HOT updates, table and index sizes).
 * Budgets: throughput ≥ 0.8 of the minimal endpoint's, p99 ≤ 100 ms; and the submission center's table stays small
 * under those saves (a quarter of them change a name, which rewrites its row and its trigram indexes' entries): at most
 * 40 dead rows per live row at any sample (every 5 s of saves, and at the end) and at most 32 KB of indexes per live
 * row after 100,000 saves. Exits 1 when one is missed.
 *   npm run bench:autosave
 *   npm run bench:autosave -- --seconds 10 --rounds 3 --connections 50 --writes 100000
 */
import { runLoad, median } from "./lib/load.mjs";
import { seedDemo, startBenchDatabase, startChild } from "./lib/bench-db.mjs";
import { numberArg } from "./lib/args.mjs";

const BUDGET_RATIO = 0.8;
const BUDGET_P99_MS = 100;
/** The submission center's table after the saves: dead rows and index bytes per live row. */
const BUDGET_DEAD_PER_LIVE = 40;
const BUDGET_INDEX_BYTES_PER_LIVE = 32 * 1024;
const connections = numberArg("--connections", 50);
const seconds = numberArg("--seconds", 8);
const rounds = numberArg("--rounds", 3);
const totalWrites = numberArg("--writes", 100_000);
const poolSize = numberArg("--pool", 10);
const port = numberArg("--port", Number(process.env.BENCH_PORT ?? 3297));
const pgPort = numberArg("--pg-port", Number(process.env.BENCH_PG_PORT ?? 5697));

/** What a client's autosave sends: one answer at a time, now and then one the submission center shows. */
const FIELDS = ["address_one", "city", "county", "medicare_plan", "first_name", "address_two", "current_health_ins_other", "last_name"];
const answer = (field, rev) => ({ [field]: `${field.replace(/_/g, " ")} ${rev}`.slice(0, 90) });

const database = await startBenchDatabase({ pgPort });
const children = [];
const stopAll = async () => {
  for (const child of children.splice(0)) await child.stop();
  await database.stop();
};
process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));
let failed = false;
try {
  const links = seedDemo(database.url, database.dataDir);
  const linkUrl = links.medicare;
  if (!linkUrl) throw new Error("the seed printed no medicare link");
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    LOG_LEVEL: "warn",
    PUBLIC_URL: `http://localhost:${port}`,
    API_RATE_LIMIT_MAX: "100000000",
    SURVEY_START_RATE_LIMIT_MAX: "100000",
    POOL_SIZE: String(poolSize),
  };

  const app = await startChild("app-server.mjs", env, { port, readyPath: "/api/health/ready" });
  children.push(app);
  // One survey per connection, started as a client starts it.
  const surveys = [];
  for (let i = 0; i < connections; i++) {
    const response = await fetch(`http://127.0.0.1:${port}/api/responses`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ link_url: new URL(linkUrl).pathname.slice(1), locale: "en" }),
    });
    if (response.status !== 201) throw new Error(`starting a survey answered ${response.status}: ${await response.text()}`);
    const started = await response.json();
    surveys.push({ token: started.survey_token, contentId: started.content_id, rev: 0 });
  }
  await app.stop();
  children.length = 0;

  let appWrites = 0;
  const next = (worker) => {
    const survey = surveys[worker];
    survey.rev += 1;
    return {
      method: "PUT",
      path: `/api/surveyContents/medicare/${survey.contentId}`,
      headers: { authorization: `Bearer ${survey.token}` },
      body: { ...answer(FIELDS[survey.rev % FIELDS.length], survey.rev), client_rev: survey.rev },
    };
  };
  const measure = async (file, readyPath) => {
    const child = await startChild(file, env, { port, readyPath });
    children.push(child);
    try {
      const result = await runLoad({ port, connections, durationMs: seconds * 1000, warmupMs: 1500, next, cpuMs: () => child.cpuMs() });
      if (result.errors) throw new Error(`${file}: ${result.errors} failed requests, first: ${result.firstError}`);
      return result;
    } finally {
      await child.stop();
      children.pop();
    }
  };

  const minimal = [];
  const product = [];
  for (let round = 1; round <= rounds; round++) {
    const m = await measure("minimal-server.mjs", "/ready");
    const p = await measure("app-server.mjs", "/api/health/ready");
    appWrites += p.requests;
    minimal.push(m);
    product.push(p);
    console.log(
      `round ${round}: minimal ${m.rps.toFixed(0)} req/s (p99 ${m.p99.toFixed(1)} ms, ${m.cpuUsPerRequest.toFixed(0)} µs CPU/request)   ` +
        `product ${p.rps.toFixed(0)} req/s (p99 ${p.p99.toFixed(1)} ms, ${p.cpuUsPerRequest.toFixed(0)} µs CPU/request)`,
    );
  }
  const minimalRps = median(minimal.map((r) => r.rps));
  const productRps = median(product.map((r) => r.rps));
  const productP99 = median(product.map((r) => r.p99));
  const ratio = productRps / minimalRps;
  console.log(
    `\nAutosave at ${connections} connections: product ${productRps.toFixed(0)} req/s, minimal ${minimalRps.toFixed(0)} req/s, ` +
      `ratio ${ratio.toFixed(2)} (budget ≥ ${BUDGET_RATIO}); product p99 ${productP99.toFixed(1)} ms (budget ≤ ${BUDGET_P99_MS} ms), ` +
      `minimal p99 ${median(minimal.map((r) => r.p99)).toFixed(1)} ms`,
  );
  const productCpu = median(product.map((r) => r.cpuUsPerRequest));
  const minimalCpu = median(minimal.map((r) => r.cpuUsPerRequest));
  console.log(
    `Server CPU per save (not a budget; steadier than throughput on a busy machine): product ${productCpu.toFixed(0)} µs, ` +
      `minimal ${minimalCpu.toFixed(0)} µs, ${(minimalCpu / productCpu).toFixed(2)} of the minimal's efficiency`,
  );
  if (ratio < BUDGET_RATIO || productP99 > BUDGET_P99_MS) failed = true;

  // The rest of the writes, then what they left in the tables. The submission center's dead rows are sampled every
  // 5 s of saves: what autovacuum leaves while clients keep saving.
  const submissionsRow = async () =>
    (
      await database.pool.query(
        `select n_live_tup::int as live, n_dead_tup::int as dead, pg_indexes_size(relid)::bigint as index_bytes
         from pg_stat_user_tables where relname = 'submissions'`,
      )
    ).rows[0];
  let worstDead = { dead: 0, live: 1 };
  if (appWrites < totalWrites) {
    const child = await startChild("app-server.mjs", env, { port, readyPath: "/api/health/ready" });
    children.push(child);
    while (appWrites < totalWrites) {
      const result = await runLoad({ port, connections, durationMs: 5000, warmupMs: 0, next });
      if (result.errors) throw new Error(`${result.errors} failed requests, first: ${result.firstError}`);
      appWrites += result.requests;
      const sample = await submissionsRow();
      if (sample.dead / Math.max(1, sample.live) > worstDead.dead / worstDead.live)
        worstDead = { dead: sample.dead, live: Math.max(1, sample.live) };
    }
    await child.stop();
    children.pop();
  }
  // What autovacuum has done by now, as a production table would be after that many saves.
  await new Promise((r) => setTimeout(r, 2000));
  const { rows } = await database.pool.query(
    `select relname as table, n_live_tup as live, n_dead_tup as dead, n_tup_upd as updates, n_tup_hot_upd as hot,
            autovacuum_count as autovacuums, pg_size_pretty(pg_relation_size(relid)) as heap,
            pg_size_pretty(pg_indexes_size(relid)) as indexes
     from pg_stat_user_tables
     where relname in ('survey_contents', 'survey_responses', 'submissions', 'response_versions', 'submission_activity_counts',
                       'submission_org_activity_counts')
     order by relname`,
  );
  console.log(`\nAfter ${appWrites.toLocaleString("en-US")} autosaves through the product's API (${connections} surveys):`);
  console.log("  table                           live     dead    updates   HOT      autovac  heap      indexes");
  for (const row of rows) {
    console.log(
      `  ${row.table.padEnd(30)} ${String(row.live).padStart(6)} ${String(row.dead).padStart(8)} ${String(row.updates).padStart(10)} ` +
        `${String(row.hot).padStart(8)} ${String(row.autovacuums).padStart(8)}  ${row.heap.padEnd(9)} ${row.indexes}`,
    );
  }
  const { rows: indexes } = await database.pool.query(
    `select indexrelname as index, pg_size_pretty(pg_relation_size(indexrelid)) as size from pg_stat_user_indexes
     where relname = 'submissions' order by pg_relation_size(indexrelid) desc`,
  );
  console.log(`  submissions' indexes: ${indexes.map((row) => `${row.index.replace(/^submissions_/, "")} ${row.size}`).join(", ")}`);
  const end = await submissionsRow();
  const live = Math.max(1, end.live);
  if (end.dead / live > worstDead.dead / worstDead.live) worstDead = { dead: end.dead, live };
  const deadPerLive = worstDead.dead / worstDead.live;
  const indexPerLive = Number(end.index_bytes) / live;
  console.log(
    `\nSubmission center's table: at most ${deadPerLive.toFixed(1)} dead rows per live row (${worstDead.dead} for ${worstDead.live}; ` +
      `budget ≤ ${BUDGET_DEAD_PER_LIVE}), ${(indexPerLive / 1024).toFixed(1)} KB of indexes per live row ` +
      `(budget ≤ ${BUDGET_INDEX_BYTES_PER_LIVE / 1024} KB)`,
  );
  if (deadPerLive > BUDGET_DEAD_PER_LIVE || indexPerLive > BUDGET_INDEX_BYTES_PER_LIVE) failed = true;
  console.log(failed ? "Budget missed." : "Budgets met.");
} finally {
  await stopAll();
}
process.exitCode = failed ? 1 : 0;
