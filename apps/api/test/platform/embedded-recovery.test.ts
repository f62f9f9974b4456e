import { spawn } from "node:child_process";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EmbeddedPostgresError,
  isRunning,
  readPostmasterPid,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from "../../src/db/embedded.ts";

/**
 * The embedded PostgreSQL's recovery, on a real PostgreSQL in a temporary directory: a start after the server was
 * killed (its PostgreSQL left running), PostgreSQL's own error shown, a port held by another program named as such,
 * and PostgreSQL restarted when it dies under a running server.
 */
const basePort = Number(process.env.EMBEDDED_PG_PORT ?? 5750) + 1;
let dataDir: string;
const started: EmbeddedDatabase[] = [];
const messages: string[] = [];
const log = { info: (m: string) => messages.push(m), error: (m: string) => messages.push(m) };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "planready-embedded-"));
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its data directory.
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  for (const embedded of started) await embedded.stop();
  const left = readPostmasterPid(path.join(dataDir, "postgres"));
  if (left && isRunning(left.pid)) process.kill(left.pid, "SIGQUIT");
  await rm(dataDir, { recursive: true, force: true });
});

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return (await client.query<{ one: number }>("select 1 as one")).rows[0]!.one;
  } finally {
    await client.end();
  }
}

/** A server process that starts the embedded PostgreSQL on the data directory and prints its PostgreSQL's pid. */
async function startServer(port: number) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "fixtures/start-embedded.ts"), dataDir, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const pgPid = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`the server exited (${code}) before its PostgreSQL was ready`)));
  });
  return { child, pgPid };
}

/** A server process that starts the embedded PostgreSQL, then is killed with SIGKILL: its PostgreSQL lives on. */
async function startAndKillServer(port: number): Promise<number> {
  const { child, pgPid } = await startServer(port);
  child.kill("SIGKILL");
  await new Promise((resolve) => child.once("exit", resolve));
  expect(isRunning(pgPid)).toBe(true);
  return pgPid;
}

describe("starting the embedded PostgreSQL", () => {
  it("after the server was killed, stops the PostgreSQL it left running on this data directory and starts", async () => {
    const orphan = await startAndKillServer(basePort);
    const embedded = await startEmbeddedPostgres({ dataDir, port: basePort, log });
    started.push(embedded);
    expect(isRunning(orphan)).toBe(false);
    expect(embedded.pid()).not.toBe(orphan);
    expect(await selectOne(embedded.url)).toBe(1);
    expect(messages.join("\n")).toMatch(/left running by an earlier start \(pid \d+, port \d+\)/);
    await embedded.stop();
  }, 90_000);

  it("does the same when the new start uses another port (the data directory is what counts)", async () => {
    const orphan = await startAndKillServer(basePort);
    const embedded = await startEmbeddedPostgres({ dataDir, port: basePort + 1, log });
    started.push(embedded);
    expect(isRunning(orphan)).toBe(false);
    expect(await selectOne(embedded.url)).toBe(1);
    await embedded.stop();
  }, 90_000);

  it("leaves alone the PostgreSQL of a server still running on the data directory, and says so", async () => {
    const { child, pgPid } = await startServer(basePort);
    try {
      const error = await startEmbeddedPostgres({ dataDir, port: basePort + 1, log }).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(`belongs to a server that is still running (pid ${child.pid})`);
      expect(isRunning(pgPid)).toBe(true);
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }, 90_000);

  it("shows PostgreSQL's own words when it cannot start", async () => {
    const error = await startEmbeddedPostgres({ dataDir, port: basePort, log, settings: { shared_buffers: "lots" } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(EmbeddedPostgresError);
    expect((error as Error).message).toMatch(/PostgreSQL said:[\s\S]*shared_buffers/);
    expect((error as Error).message).not.toMatch(/^undefined$/);
  }, 30_000);

  it("names a port held by another program as such, without suggesting it is ours", async () => {
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen(basePort + 2, "127.0.0.1", resolve));
    try {
      const begun = Date.now();
      const error = await startEmbeddedPostgres({ dataDir, port: basePort + 2, log }).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(`Port ${basePort + 2} is used by another program (not this data directory's PostgreSQL)`);
      expect(Date.now() - begun).toBeLessThan(5000);
    } finally {
      other.close();
    }
  }, 30_000);
});

describe("PostgreSQL dying under a running server", () => {
  it("is started again within seconds, and a pool with a client inside a transaction survives it", async () => {
    const embedded = await startEmbeddedPostgres({ dataDir, port: basePort, log });
    started.push(embedded);
    const { createDb } = await import("../../src/db/client.ts");
    const db = createDb(embedded.url, 2);
    try {
      const first = embedded.pid()!;
      // A client checked out, idle inside a transaction, when PostgreSQL dies: its `error` event must be handled.
      const client = await db.$client.connect();
      await client.query("begin");
      process.kill(first, "SIGKILL");
      const killedAt = Date.now();
      await expect.poll(() => embedded.state(), { timeout: 5000 }).toBe("restarting");
      await expect.poll(() => embedded.state(), { timeout: 20_000, interval: 100 }).toBe("running");
      const recoveredMs = Date.now() - killedAt;
      expect(recoveredMs).toBeLessThan(15_000);
      expect(embedded.pid()).not.toBe(first);
      await expect(client.query("select 1")).rejects.toThrow();
      client.release(true);
      expect(await selectOne(embedded.url)).toBe(1);
      // The pool serves again with new connections.
      await expect
        .poll(async () => (await db.$client.query("select 1 as one").catch(() => ({ rows: [] }))).rows.length, { timeout: 5000 })
        .toBe(1);
    } finally {
      await db.$client.end();
      await embedded.stop();
    }
  }, 60_000);
});
