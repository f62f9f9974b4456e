import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { currentConsentVersion } from "@planready/contracts/surveys/consent-texts";
import { ZLink } from "@planready/contracts/links";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createDb, type Db } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { createTestApp, testEnv, type TestApp } from "../helpers/app.ts";
import { extraDatabaseUrl, fileDatabaseUrl, onFileCleanup } from "../helpers/database.ts";
import { sessionCookie, signIn, signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, asUser, createLink, startSurvey, type TestSurvey } from "../survey/survey-helpers.ts";

const cli = path.resolve(import.meta.dirname, "../../src/cli");

/** Runs a command as `npm run <script>` does, on the given environment; `INIT_CWD` is where it was typed. */
async function operator(script: string, args: string[], env: Record<string, string>, typedIn: string) {
  return promisify(execFile)(process.execPath, [path.join(cli, script), ...args], {
    env: { PATH: process.env.PATH ?? "", INIT_CWD: typedIn, ...env },
    cwd: path.dirname(cli),
    timeout: 60_000,
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

async function tempDir(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  onFileCleanup(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Every stored file under a DATA_DIR, by key, with its bytes. */
async function filesOf(dataDir: string): Promise<Map<string, Buffer>> {
  const root = path.join(dataDir, "files");
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries.filter((e) => e.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full), await readFile(full));
  }
  return files;
}

/** What a database holds, table by table, in a comparable form (the rate-limit counters move with every request). */
async function contentsOf(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.execute<{ name: string }>(
    sql`select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') and tablename <> 'api_rate_limits' order by 1`,
  );
  const contents: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await db.execute<{ row: string }>(sql.raw(`select row_to_json(t)::text as row from ${name} t order by 1`));
    contents[name] = rows.rows.map((r) => r.row);
  }
  return contents;
}

let source: TestApp;
let admin: TestUser;
let survey: TestSurvey;
let logoUrl: string;
const pdfBytes = randomBytes(70_000);

beforeAll(async () => {
  source = await createTestApp({ env: { API_RATE_LIMIT_MAX: "100000" } });
  admin = await signUp(source.app);
  const link = await createLink(source.app, admin);
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
  const logo = await asUser(source.app, admin, "POST", `/api/links/${link.id}/logo`, {
    data_url: `data:image/png;base64,${png.toString("base64")}`,
  });
  logoUrl = ZLink.parse(logo.json()).logo_image_url!;
  survey = await startSurvey(source.app, link);
  const signed = await asSurvey(source.app, survey.token, "POST", "/api/consents", {
    id: randomUUID(),
    kind: "soa",
    text_version: currentConsentVersion.soa,
    locale: "en",
    signer_role: "beneficiary",
    signer_name: "Rosa Diaz",
    products: ["part_d"],
    signature: "M 10 10 L 20 25",
    typed_name: "Rosa Diaz",
    date: new Date().toLocaleDateString("en-US", { timeZone: "UTC", month: "2-digit", day: "2-digit", year: "numeric" }),
  });
  expect(signed.statusCode, signed.body).toBe(201);
  // Binary bytes of every value, as a PDF's are.
  await source.app.deps.storage.put("submission-pdfs/binary-test.pdf", pdfBytes);
  await source.app.jobs.runQueued();
});

// Each test runs the commands as separate processes, as an operator does: allow them the time to start.
describe("npm run backup and npm run restore", { timeout: 180_000 }, () => {
  it("round-trip the database and the stored files: the same rows, the same bytes, an app that works on them", async () => {
    const typedIn = await tempDir("planready-backups-");
    const backup = await operator(
      "backup.ts",
      ["--out", "."],
      { ...(await testEnv({ DATABASE_URL: await fileDatabaseUrl() })), DATA_DIR: source.config.DATA_DIR },
      typedIn,
    );
    expect(backup.code, backup.stderr).toBe(0);
    const [name] = await readdir(typedIn);
    expect(name).toMatch(/^planready-backup-\d{8}-\d{6}Z\.ndjson\.gz$/);
    expect(backup.stdout).toContain(path.join(typedIn, name!));
    expect(backup.stdout).toMatch(/\d+ tables, \d+ rows, 2 files/);

    const targetUrl = await extraDatabaseUrl({ migrated: true });
    const targetEnv = await testEnv({ DATABASE_URL: targetUrl });
    const restore = await operator("restore.ts", [name!], targetEnv, typedIn);
    expect(restore.code, restore.stderr + restore.stdout).toBe(0);
    expect(restore.stdout).toMatch(/Restored .*\n\s+\d+ tables, \d+ rows, 2 files/);

    const target = createDb(targetUrl, 2);
    onFileCleanup(() => target.$client.end());
    expect(await contentsOf(target)).toEqual(await contentsOf(source.db));
    const before = await filesOf(source.config.DATA_DIR);
    const after = await filesOf(targetEnv.DATA_DIR!);
    expect([...after.keys()].toSorted()).toEqual([...before.keys()].toSorted());
    for (const [key, bytes] of before) expect(after.get(key)?.equals(bytes), key).toBe(true);
    expect(after.get(path.join("submission-pdfs", "binary-test.pdf"))?.equals(pdfBytes)).toBe(true);

    // The restored install works: the agent signs in with their password, sees the consent, and the logo is served.
    const app = await buildApp({ config: loadConfig(targetEnv), db: target, web: "none", jobWorkers: false });
    onFileCleanup(() => app.close());
    const signedIn = await signIn(app, admin.email, admin.password);
    expect(signedIn.statusCode).toBe(200);
    const detail = await app.inject({
      method: "GET",
      url: `/api/responses/${survey.id}/detail`,
      headers: { cookie: sessionCookie(signedIn)! },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain("Rosa Diaz");
    const logo = await app.inject({ method: "GET", url: logoUrl });
    expect(logo.rawPayload.equals(before.get(path.join("logos", path.basename(logoUrl)))!)).toBe(true);

    // A second restore over it is refused: a restore never writes over data (nor over consent evidence).
    const again = await operator("restore.ts", [name!], targetEnv, typedIn);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/Not restored: This database already holds data/);
  });

  it("refuses a backup cut off before its end, leaving the database as it was", async () => {
    const dir = await tempDir("planready-backups-");
    const env = { ...(await testEnv({ DATABASE_URL: await fileDatabaseUrl() })), DATA_DIR: source.config.DATA_DIR };
    expect((await operator("backup.ts", ["--out", "whole.ndjson.gz"], env, dir)).code).toBe(0);
    const lines = gunzipSync(await readFile(path.join(dir, "whole.ndjson.gz")))
      .toString("utf8")
      .trimEnd()
      .split("\n");
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ end: true, files: 2 });
    await writeFile(path.join(dir, "cut.ndjson.gz"), gzipSync(lines.slice(0, -1).join("\n") + "\n"));

    const targetUrl = await extraDatabaseUrl({ migrated: true });
    const refused = await operator("restore.ts", ["cut.ndjson.gz"], await testEnv({ DATABASE_URL: targetUrl }), dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Not restored: The backup is cut off/);
    const target = createDb(targetUrl, 1);
    onFileCleanup(() => target.$client.end());
    const users = await target.execute<{ n: number }>(sql`select count(*)::int as n from auth_user`);
    expect(users.rows[0]?.n).toBe(0);
  });
});

describe("migrations", () => {
  it("are applied once when several processes start on a new database at the same moment", async () => {
    const url = await extraDatabaseUrl({ migrated: false });
    const dbs = [createDb(url, 2), createDb(url, 2), createDb(url, 2)];
    onFileCleanup(() => Promise.all(dbs.map((db) => db.$client.end())));
    await Promise.all(dbs.map((db) => runMigrations(db)));
    const applied = await dbs[0]!.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const files = (await readdir(path.resolve(import.meta.dirname, "../../drizzle"))).filter((f) => f.endsWith(".sql"));
    expect(applied.rows[0]?.n).toBe(files.length);
  });
});
