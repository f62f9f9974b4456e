/**
 * The product's API alone (no web app, no job workers), as a bench child process: DATABASE_URL, PORT, POOL_SIZE.
 * Everything else is the product's own configuration (loadConfig) and request path.
 */
import path from "node:path";
import { root } from "./server.mjs";

const api = (file) => import(path.join(root, "apps/api/src", file));
const { loadConfig } = await api("config.ts");
const { createDb } = await api("db/client.ts");
const { buildApp } = await api("app.ts");

const config = loadConfig(process.env);
const db = createDb(process.env.DATABASE_URL, process.env.POOL_SIZE ? Number(process.env.POOL_SIZE) : undefined);
const app = await buildApp({ config, db, web: "none", jobWorkers: false });
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.once("SIGTERM", async () => {
  await app.close();
  await db.$client.end();
  process.exit(0);
});
