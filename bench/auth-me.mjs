#!/usr/bin/env node
/**
 * Session check budget: `GET /api/auth/me` of the product's API against a minimal Fastify + pg endpoint reading the
 * same session cookie's session and user in one query (bench/lib/minimal-server.mjs), on one private PostgreSQL, in
 * the same run, at 50 connections, rounds alternating between the two servers; then the statements one
 * `GET /api/auth/me` sends (PostgreSQL's own count of transactions, 200 requests in a row).
 * Budgets: throughput ≥ 0.5 of the minimal endpoint's (which does no profile, headers or validation), and at most
 * one round trip per session check — plus the shared rate limit's share, one statement per block of 20 requests
 * (plugins/rate-limit-store.ts), so ≤ 1.1 statements a request. Exits 1 when one is missed.
 *   npm run bench:auth-me
 *   npm run bench:auth-me -- --seconds 8 --rounds 3 --connections 50
 */
import http from "node:http";
import { median, runLoad } from "./lib/load.mjs";
import { seedDemo, startBenchDatabase, startChild } from "./lib/bench-db.mjs";
import { numberArg } from "./lib/args.mjs";

const BUDGET_RATIO = 0.5;
/** One for the session check, 0.05 for the rate limit's blocks, and room for its once-a-minute sweep. */
const BUDGET_ROUND_TRIPS = 1.1;
const connections = numberArg("--connections", 50);
const seconds = numberArg("--seconds", 6);
const rounds = numberArg("--rounds", 3);
const port = numberArg("--port", Number(process.env.BENCH_PORT ?? 3297));
const pgPort = numberArg("--pg-port", Number(process.env.BENCH_PG_PORT ?? 5697));
const { DEMO_EMAIL, DEMO_PASSWORD } = await import("../apps/api/src/cli/seed-command.ts");

const database = await startBenchDatabase({ pgPort });
const children = [];
const stopAll = async () => {
  for (const child of children.splice(0)) await child.stop();
  await database.stop();
};
process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));
let failed = false;
try {
  seedDemo(database.url, database.dataDir);
  const origin = `http://localhost:${port}`;
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    LOG_LEVEL: "warn",
    PUBLIC_URL: origin,
    API_RATE_LIMIT_MAX: "100000000",
    AUTH_RATE_LIMIT_MAX: "1000",
  };
  const start = async (file, readyPath) => {
    const child = await startChild(file, env, { port, readyPath });
    children.push(child);
    return child;
  };
  let app = await start("app-server.mjs", "/api/health/ready");
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

  // Round trips: PostgreSQL counts every statement outside a transaction block as one transaction.
  const transactions = async () => {
    await database.pool.query("select pg_stat_clear_snapshot()");
    const { rows } = await database.pool.query(
      "select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()",
    );
    return Number(rows[0].n);
  };
  const get = () =>
    new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/api/auth/me", headers: { cookie } }, (res) => {
          res.resume();
          res.on("end", () => (res.statusCode === 200 ? resolve() : reject(new Error(`GET /api/auth/me answered ${res.statusCode}`))));
        })
        .on("error", reject);
    });
  await get();
  const requests = 200;
  // Statistics reach pg_stat_database when each backend flushes them (at most once a second, and when idle).
  const settle = () => new Promise((r) => setTimeout(r, 11_000));
  await settle();
  const before = await transactions();
  const started = Date.now();
  for (let i = 0; i < requests; i++) await get();
  await settle();
  const after = await transactions();
  // What PostgreSQL commits meanwhile on its own (autovacuum, every few seconds here), counted over a window as long
  // with no request, and taken off. The two statistics reads of this script are transactions too.
  const idleBefore = await transactions();
  await new Promise((r) => setTimeout(r, Date.now() - started));
  const background = (await transactions()) - idleBefore - 2;
  const roundTrips = (after - before - 2 - Math.max(0, background)) / requests;
  await app.stop();
  children.pop();

  const next = () => ({ method: "GET", path: "/api/auth/me", headers: { cookie } });
  const measure = async (file, readyPath) => {
    const child = await start(file, readyPath);
    try {
      const result = await runLoad({ port, connections, durationMs: seconds * 1000, warmupMs: 1500, next });
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
    minimal.push(m);
    product.push(p);
    console.log(
      `round ${round}: minimal ${m.rps.toFixed(0)} req/s (p99 ${m.p99.toFixed(1)} ms)   product ${p.rps.toFixed(0)} req/s (p99 ${p.p99.toFixed(1)} ms)`,
    );
  }
  const ratio = median(product.map((r) => r.rps)) / median(minimal.map((r) => r.rps));
  console.log(
    `\nGET /api/auth/me at ${connections} connections: product ${median(product.map((r) => r.rps)).toFixed(0)} req/s, ` +
      `minimal ${median(minimal.map((r) => r.rps)).toFixed(0)} req/s, ratio ${ratio.toFixed(2)} (budget ≥ ${BUDGET_RATIO}); ` +
      `product p99 ${median(product.map((r) => r.p99)).toFixed(1)} ms`,
  );
  console.log(
    `Statements per GET /api/auth/me: ${roundTrips.toFixed(2)} (budget ≤ ${BUDGET_ROUND_TRIPS}: the session check, and the rate limit's share; ` +
      `${Math.max(0, background)} transactions of PostgreSQL's own taken off)`,
  );
  failed = ratio < BUDGET_RATIO || roundTrips > BUDGET_ROUND_TRIPS;
  console.log(failed ? "Budget missed." : "Budgets met.");
} finally {
  await stopAll();
}
process.exitCode = failed ? 1 : 0;
