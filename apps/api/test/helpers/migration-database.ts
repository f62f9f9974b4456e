import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type Db } from "../../src/db/client.ts";
import { migrationsFolder } from "../../src/db/migrate.ts";

export type MigrationDatabase = {
  db: Db;
  /** Runs the migration under test and every one after it, as a deployed database would at boot. */
  migrateRest(): Promise<void>;
  drop(): Promise<void>;
};

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: inject("testDatabase").adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own, migrated up to just before `migration` (the committed files, a journal that ends before
 * it), for a test that writes rows in the old shape and then runs the migration on them.
 */
export async function databaseBefore(migration: string): Promise<MigrationDatabase> {
  const name = `migration_${randomBytes(4).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(inject("testDatabase").adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 2);
  const folderBefore = await mkdtemp(path.join(os.tmpdir(), "planready-migrations-"));
  await cp(migrationsFolder, folderBefore, { recursive: true });
  const journalPath = path.join(folderBefore, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === migration);
  if (at <= 0) throw new Error(`No migration ${migration} after the first one in the journal`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  await migrate(db, { migrationsFolder: folderBefore });
  return {
    db,
    migrateRest: () => migrate(db, { migrationsFolder }),
    async drop() {
      await db.$client.end();
      await rm(folderBefore, { recursive: true, force: true });
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
