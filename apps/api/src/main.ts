import { ConfigError, loadConfig } from "./config.ts";
import { createDb } from "./db/client.ts";
import { EmbeddedPostgresError, startEmbeddedPostgres, type EmbeddedDatabase, type EmbeddedLog } from "./db/embedded.ts";
import { runMigrations } from "./db/migrate.ts";

/** Starts the product: configuration, database (embedded unless DATABASE_URL), migrations, HTTP server. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  // The app's modules load while PostgreSQL starts (a restart after a crash is that much shorter).
  const appModule = import("./app.ts");
  appModule.catch(() => {});
  // The embedded PostgreSQL's news (a restart after it died) go to the app's log once there is one.
  let appLog: EmbeddedLog | undefined;
  const pgLog: EmbeddedLog = {
    info: (message) => (appLog ? appLog.info(message) : console.log(message)),
    error: (message) => (appLog ? appLog.error(message) : console.error(message)),
  };
  let embedded: EmbeddedDatabase | undefined;
  if (!config.DATABASE_URL) {
    console.log(`Starting the embedded PostgreSQL (data in ${config.DATA_DIR}/postgres, port ${config.EMBEDDED_PG_PORT})…`);
    try {
      embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT, log: pgLog });
    } catch (error) {
      console.error(error instanceof EmbeddedPostgresError ? error.message : error);
      process.exit(1);
    }
  }
  const db = createDb(config.DATABASE_URL ?? embedded!.url);
  await runMigrations(db);

  const { buildApp } = await appModule;
  const app = await buildApp({ config, db, web: config.NODE_ENV === "production" ? "build" : "dev" });
  appLog = { info: (message) => app.log.info(message), error: (message) => app.log.error(message) };

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing requests in flight");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      // Connections first (docs/decisions/020-crash-recovery.md): no new ones, requests in flight answered, kept-alive
      // connections closed after their next answer or when idle; then jobs (onClose), the pool, PostgreSQL last.
      await app.drain({ idleGraceMs: config.SHUTDOWN_IDLE_GRACE_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS - 1000 });
      app.log.info("shutting down: connections closed; stopping the job queue");
      await app.close();
      app.log.info("shutting down: closing the database pool");
      await db.$client.end();
      app.log.info("shutting down: stopping PostgreSQL");
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === "EADDRINUSE" ? `Port ${config.PORT} is already in use. Stop the other server or set PORT to a free port.` : error,
    );
    await embedded?.stop();
    process.exit(1);
  }
  console.log(`PlanReady is ready at ${config.publicUrl}`);
}

await main();
