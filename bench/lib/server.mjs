import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");

/** Builds the web app when needed and starts the production server on its own port and data directory. */
export async function startServer({ port = 3299, pgPort = 5699 } = {}) {
  if (!existsSync(path.join(root, "apps/web/build/server/index.js"))) {
    const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "planready-bench-"));
  // As root, the embedded PostgreSQL runs as its own user, which must be able to enter the data directory.
  chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PUBLIC_URL: `http://localhost:${port}`,
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["apps/api/src/main.ts"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  const origin = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    env,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `npm run seed` against the bench server and returns { surveyType: url }. */
export function seedLinks(env) {
  const result = spawnSync("npm", ["run", "--silent", "seed"], { cwd: root, env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm run seed failed:\n${result.stderr}`);
  const links = {};
  for (const line of result.stdout.split("\n")) {
    const match = line.trim().match(/^([a-z_]+)\s+(https?:\/\/\S+)$/);
    if (match) links[match[1]] = match[2];
  }
  return links;
}
