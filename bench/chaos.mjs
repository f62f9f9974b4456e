#!/usr/bin/env node
/**
 * Chaos: no acknowledged answer is lost when the server or its PostgreSQL is killed. Several simulated clients
 * start a survey on a seeded link and autosave answers and prescriptions through the real API, the way the survey
 * page's save queue does (each write resent until acknowledged, made idempotent by its client_rev and its item
 * id), while, round after round, at a random moment, the server process is killed with SIGKILL and started again
 * with the plain start command (`node src/main.ts` in apps/api, what `npm start` runs after building; no clean-up
 * in between), or its embedded PostgreSQL is killed with SIGKILL (the server must start it again by itself), or the
 * server is stopped with SIGTERM and started again. At the end every client's queue is emptied and the stored
 * survey is read back through the API: every acknowledged write must be there, each client's answers must equal
 * its last value and each prescription must exist exactly once with its last value.
 * Prints each round's victim, writes acknowledged and recovery time, then rounds, acknowledged, stored, lost, and the
 * requests a graceful stop left unanswered or answered 5xx (a refused connection is fine: nothing was sent); exits 1
 * on any loss, duplicate, dropped request or failed recovery.
 *   npm run bench:chaos
 *   npm run bench:chaos -- --rounds 40 --clients 12
 *   node bench/chaos.mjs --rounds 4 --clients 4 --round-ms 1500   (the short run of npm test)
 */
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, closeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root, seedLinks } from "./lib/server.mjs";
import { numberArg, textArg } from "./lib/args.mjs";

const rounds = numberArg("--rounds", 20);
const clientCount = numberArg("--clients", 8);
/** Longest stretch of writing before a round's kill (each waits a random 30–100 % of it). */
const roundMs = numberArg("--round-ms", 3000);
/** What each round kills, in turn: the server (SIGKILL), its PostgreSQL (SIGKILL), or a graceful stop (SIGTERM). */
const victims = textArg("--victims", "server,postgres,server,postgres,stop").split(",");
const port = numberArg("--port", Number(process.env.PORT ?? 3297));
const pgPort = numberArg("--pg-port", Number(process.env.EMBEDDED_PG_PORT ?? 5697));
/** A round's recovery must finish within this, or the run fails (generous: a busy CI machine loads the app slowly). */
const RECOVERY_LIMIT_MS = numberArg("--recovery-limit-ms", 120_000);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const origin = `http://127.0.0.1:${port}`;

if (!existsSync(path.join(root, "apps/web/build/server/index.js"))) {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}
const dataDir = mkdtempSync(path.join(tmpdir(), "planready-chaos-"));
// As root, the embedded PostgreSQL runs as its own user, which must be able to enter the data directory.
chmodSync(dataDir, 0o755);
const logFile = path.join(dataDir, "server.log");
const env = {
  ...process.env,
  PORT: String(port),
  EMBEDDED_PG_PORT: String(pgPort),
  DATA_DIR: dataDir,
  LOG_LEVEL: textArg("--log-level", "warn"),
  PUBLIC_URL: `http://localhost:${port}`,
  API_RATE_LIMIT_MAX: "1000000",
  SURVEY_START_RATE_LIMIT_MAX: "100000",
  SHUTDOWN_TIMEOUT_MS: "15000",
};
delete env.DATABASE_URL;
delete env.NODE_ENV;

/** The server, started exactly as `npm start` starts it once the web app is built. */
let server;
function startServer() {
  const out = openSync(logFile, "a");
  const child = spawn(process.execPath, ["src/main.ts"], {
    cwd: path.join(root, "apps/api"),
    env: { ...env, NODE_ENV: "production" },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  child.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  server = child;
  return child;
}

async function ready() {
  try {
    return (await fetch(`${origin}/api/health/ready`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Milliseconds until the server answers ready (after `since`), or throws past the limit. */
async function waitReady(since) {
  while (Date.now() - since < RECOVERY_LIMIT_MS) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) while starting:\n${tail()}`);
    if (await ready()) return Date.now() - since;
    await sleep(50);
  }
  throw new Error(`not ready ${RECOVERY_LIMIT_MS} ms after the round's kill:\n${tail()}`);
}

const tail = () => (existsSync(logFile) ? readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n") : "");

function postgresPid() {
  try {
    return Number(readFileSync(path.join(dataDir, "postgres/postmaster.pid"), "utf8").split("\n")[0]) || undefined;
  } catch {
    return undefined;
  }
}

// ---- Clients: the survey page's save queue, reduced to its rules ----

/** droppedOnStop: during a graceful stop, a request left unanswered on its connection or answered 5xx (must be 0). */
const totals = { acknowledged: 0, retries: 0, refused: 0, droppedOnStop: 0 };
/** Clients write while this says so; then they only finish their queues. */
const run = { writing: true, stopping: false };

/** Sends one request until the server acknowledges it (2xx); 5xx, 408, 429 and network failures are retried. */
async function untilAcknowledged(method, urlPath, body, token) {
  for (let attempt = 0; ; attempt++) {
    let retryAfterMs = 100;
    try {
      const response = await fetch(`${origin}${urlPath}`, {
        method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (response.ok) return text ? JSON.parse(text) : null;
      if (response.status < 500 && response.status !== 408 && response.status !== 429) {
        totals.refused++;
        throw Object.assign(new Error(`${method} ${urlPath} refused: ${response.status} ${text}`), { refused: true });
      }
      if (run.stopping) totals.droppedOnStop++;
      retryAfterMs = Math.min(Number(response.headers.get("retry-after") ?? 0) * 1000 || 200, 1000);
    } catch (error) {
      if (error.refused) throw error;
      // A refused connection was never sent: the client simply sends again later.
      if (run.stopping && error?.cause?.code !== "ECONNREFUSED") totals.droppedOnStop++;
    }
    totals.retries++;
    await sleep(retryAfterMs * (0.5 + Math.random()));
  }
}

function createClient(index, linkUrl) {
  // keys: "answers" and each prescription's id → the last acknowledged value and how many writes were acknowledged.
  const client = { index, survey: undefined, acked: 0, keys: new Map(), items: new Map() };
  const acknowledge = (key, value) => client.keys.set(key, { value, acks: (client.keys.get(key)?.acks ?? 0) + 1 });
  const loop = (async () => {
    const started = await untilAcknowledged("POST", "/api/responses", { link_url: linkUrl, locale: "en" });
    client.survey = { id: started.id, token: started.survey_token, contentId: started.content_id };
    const content = `/api/surveyContents/medicare/${client.survey.contentId}`;
    let rev = 0;
    while (run.writing) {
      rev++;
      const roll = Math.random();
      if (roll < 0.6) {
        const name = `Client ${index} v${rev}`;
        await untilAcknowledged("PUT", content, { first_name: name, client_rev: rev }, client.survey.token);
        acknowledge("answers", name);
      } else {
        // A new prescription, or a change to one already added (the same client id: stored once).
        const ids = [...client.items.keys()];
        const id = roll < 0.8 || ids.length === 0 ? randomUUID() : ids[Math.floor(Math.random() * ids.length)];
        const drug = `Drug ${index}-${rev}`;
        await untilAcknowledged(
          "POST",
          `${content}/prescriptionResponses`,
          { id, client_rev: rev, drug_name: drug, strength: "10 mg" },
          client.survey.token,
        );
        client.items.set(id, drug);
        acknowledge(id, drug);
      }
      client.acked++;
      totals.acknowledged++;
    }
  })();
  return { client, loop };
}

/** A GET through the same patience: retried while the server is away. */
async function getJson(urlPath, token) {
  for (;;) {
    try {
      const response = await fetch(`${origin}${urlPath}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(15_000),
      });
      if (response.ok) return await response.json();
      if (response.status < 500) throw new Error(`GET ${urlPath}: ${response.status} ${await response.text()}`);
    } catch (error) {
      if (!/fetch failed|aborted|timeout/i.test(String(error?.message ?? error))) throw error;
    }
    await sleep(200);
  }
}

// ---- The run ----

let failed = false;
const report = [];
try {
  startServer();
  const firstReady = await waitReady(Date.now());
  console.log(`Server ready in ${firstReady} ms (data in ${dataDir}, port ${port}, PostgreSQL ${pgPort}); seeding…`);
  const links = seedLinks({ ...env, NODE_ENV: "production" });
  const linkUrl = new URL(links.medicare).pathname.slice(1);
  const started = Array.from({ length: clientCount }, (_, i) => createClient(i + 1, linkUrl));
  const clients = started.map((s) => s.client);

  for (let round = 1; round <= rounds; round++) {
    await sleep(roundMs * (0.3 + 0.7 * Math.random()));
    const victim = victims[(round - 1) % victims.length];
    const ackedBefore = totals.acknowledged;
    const killedAt = Date.now();
    if (victim === "server") {
      server.kill("SIGKILL");
      await server.exited;
      startServer();
    } else if (victim === "postgres") {
      const pid = postgresPid();
      if (!pid) throw new Error("no postmaster.pid to kill");
      process.kill(pid, "SIGKILL");
      // Ready only counts once the server has seen PostgreSQL die.
      await sleep(100);
    } else {
      run.stopping = true;
      server.kill("SIGTERM");
      const { code } = await server.exited;
      run.stopping = false;
      if (code !== 0) throw new Error(`the server's graceful stop exited ${code}:\n${tail()}`);
      startServer();
    }
    const recoveryMs = await waitReady(killedAt);
    const line = { round, victim, acknowledgedSoFar: totals.acknowledged, duringRound: totals.acknowledged - ackedBefore, recoveryMs };
    report.push(line);
    console.log(
      `round ${String(round).padStart(3)}  ${victim.padEnd(8)}  recovered in ${String(recoveryMs).padStart(5)} ms  ` +
        `acknowledged so far ${totals.acknowledged}`,
    );
  }

  // Every queue empties: the last writes are resent until acknowledged.
  await sleep(500);
  run.writing = false;
  await Promise.all(started.map((s) => s.loop));

  let stored = 0;
  const allProblems = [];
  for (const client of clients) {
    const fetched = await getJson(`/api/responses/${client.survey.id}`, client.survey.token);
    const { problems, storedWrites } = verifyStored(client, fetched);
    allProblems.push(...problems.map((p) => `client ${client.index}: ${p}`));
    stored += storedWrites;
  }
  const lost = totals.acknowledged - stored;
  const recoveries = report.map((r) => r.recoveryMs).toSorted((a, b) => a - b);
  console.log("");
  console.log(
    `rounds        ${rounds} (${report.filter((r) => r.victim === "server").length} server SIGKILL, ` +
      `${report.filter((r) => r.victim === "postgres").length} PostgreSQL SIGKILL, ${report.filter((r) => r.victim === "stop").length} SIGTERM)`,
  );
  console.log(`clients       ${clientCount}`);
  console.log(`acknowledged  ${totals.acknowledged} (retries ${totals.retries})`);
  console.log(`stored        ${stored}`);
  console.log(`lost          ${lost}`);
  console.log(`dropped by a graceful stop (unanswered or 5xx): ${totals.droppedOnStop}`);
  console.log(`recovery      median ${recoveries[Math.floor(recoveries.length / 2)] ?? 0} ms, max ${recoveries.at(-1) ?? 0} ms`);
  if (allProblems.length || lost !== 0) {
    console.error(allProblems.slice(0, 20).join("\n"));
    failed = true;
  }
  if (totals.droppedOnStop) failed = true;
  if (totals.refused) {
    console.error(`${totals.refused} writes were refused (4xx)`);
    failed = true;
  }

  // A last graceful stop: clean exit, PostgreSQL stopped with it.
  server.kill("SIGTERM");
  const { code } = await server.exited;
  if (code !== 0 || postgresPid()) {
    console.error(`the final stop exited ${code}${postgresPid() ? " and left PostgreSQL running" : ""}`);
    failed = true;
  }
} catch (error) {
  console.error(String(error?.stack ?? error));
  failed = true;
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await Promise.race([server.exited, sleep(20_000)]);
  }
} finally {
  run.writing = false;
  const left = postgresPid();
  if (left) {
    try {
      process.kill(left, "SIGINT");
      await sleep(2000);
    } catch {
      // gone
    }
  }
  if (!failed && !process.argv.includes("--keep")) rmSync(dataDir, { recursive: true, force: true });
  else console.error(`Server log kept in ${logFile}`);
}
// Clients still retrying after a failure must not keep the run alive.
process.exit(failed ? 1 : 0);

/**
 * The stored survey against what the client had acknowledged: a write counts as stored when its key (the answers,
 * a prescription) holds the client's last acknowledged value, which it or a later write of the same key set.
 * Problems: a key whose value differs or is missing, a prescription stored twice or never acknowledged.
 */
function verifyStored(client, stored) {
  const content = stored.survey_content;
  const items = content.prescription_responses ?? [];
  const problems = [];
  let storedWrites = 0;
  for (const [key, { value, acks }] of client.keys) {
    const found = key === "answers" ? content.first_name : items.find((item) => item.id === key)?.drug_name;
    if (found === value) storedWrites += acks;
    else
      problems.push(
        `${key === "answers" ? "answers" : `prescription ${key}`}: stored ${JSON.stringify(found)}, last acknowledged "${value}"`,
      );
  }
  const seen = new Map();
  for (const item of items) seen.set(item.id, (seen.get(item.id) ?? 0) + 1);
  for (const [id, count] of seen) {
    if (count > 1) problems.push(`prescription ${id} stored ${count} times`);
    if (!client.items.has(id)) problems.push(`prescription ${id} stored, never acknowledged`);
  }
  return { problems, storedWrites };
}
