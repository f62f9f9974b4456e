import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./server.mjs";

const api = (file) => import(path.join(root, "apps/api/src", file));
/** Linux's USER_HZ, the unit of /proc's CPU times (100 on every architecture Node runs on). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * A private embedded PostgreSQL in a temporary directory, migrated, for one benchmark run. `pool` is a pg Pool of
 * the bench's own (for seeding and reading statistics).
 */
export async function startBenchDatabase({ pgPort, settings } = {}) {
  const { startEmbeddedPostgres } = await api("db/embedded.ts");
  const { createDb } = await api("db/client.ts");
  const { runMigrations } = await api("db/migrate.ts");
  const dataDir = mkdtempSync(path.join(tmpdir(), "planready-bench-"));
  // As root, the embedded PostgreSQL runs as its own user, which must be able to enter the data directory.
  chmodSync(dataDir, 0o755);
  const embedded = await startEmbeddedPostgres({ dataDir, port: pgPort, ...(settings ? { settings } : {}) });
  const db = createDb(embedded.url, 4);
  await runMigrations(db);
  return {
    url: embedded.url,
    dataDir,
    pool: db.$client,
    async stop() {
      await db.$client.end();
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run seed` against DATABASE_URL: the demo agency and its links; returns { surveyType: url }. */
export function seedDemo(databaseUrl, dataDir) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  const result = spawnSync("npm", ["run", "--silent", "seed"], { cwd: root, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm run seed failed:\n${result.stdout}\n${result.stderr}`);
  const links = {};
  for (const line of result.stdout.split("\n")) {
    const match = line.trim().match(/^([a-z_]+)\s+(https?:\/\/\S+)$/);
    if (match) links[match[1]] = match[2];
  }
  return links;
}

/** Starts a bench child server (a file of bench/lib) and waits until it answers `readyPath`. */
export async function startChild(file, env, { port, readyPath = "/ready" }) {
  const { spawn } = await import("node:child_process");
  const child = spawn(process.execPath, [path.join(import.meta.dirname, file)], {
    cwd: root,
    // BENCH_CHILD_NODE_OPTIONS reaches the servers measured (say `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile them).
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.BENCH_CHILD_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_CHILD_NODE_OPTIONS } : {}),
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`${file} exited during start-up`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    /** The child's CPU time so far (user + system), in ms, from /proc (Linux). */
    cpuMs() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
