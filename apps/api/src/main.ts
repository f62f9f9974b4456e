import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createDb } from "./db/client.ts";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded.ts";
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

  let embedded: EmbeddedDatabase | undefined;
  if (!config.DATABASE_URL) {
    console.log(`Starting the embedded PostgreSQL (data in ${config.DATA_DIR}/postgres, port ${config.EMBEDDED_PG_PORT})…`);
    embedded = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_PG_PORT });
  }
  const db = createDb(config.DATABASE_URL ?? embedded!.url);
  await runMigrations(db);

  const app = await buildApp({ config, db, web: config.NODE_ENV === "production" ? "build" : "dev" });

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
      await app.close();
      await db.$client.end();
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
