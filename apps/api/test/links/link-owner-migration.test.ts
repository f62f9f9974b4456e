import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { createDb, type Db } from "../../src/db/client.ts";
import { migrationsFolder } from "../../src/db/migrate.ts";

/**
 * The migration that gives every link its owner, run on links written before it: a database of its own is migrated
 * up to just before it, gets links, then the remaining migrations run as they would at boot.
 */
const MIGRATION = "0029_link_owner";

const admin = () => new pg.Client({ connectionString: inject("testDatabase").adminUrl });
const name = `migration_${randomBytes(4).toString("hex")}`;
let db: Db;
let folderBefore: string;

async function adminQuery(sql: string) {
  const client = admin();
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(inject("testDatabase").adminUrl);
  url.pathname = `/${name}`;
  db = createDb(url.toString(), 2);
  folderBefore = await mkdtemp(path.join(os.tmpdir(), "planready-migrations-"));
  await cp(migrationsFolder, folderBefore, { recursive: true });
  const journalPath = path.join(folderBefore, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  await migrate(db, { migrationsFolder: folderBefore });
});

afterAll(async () => {
  await db?.$client.end();
  await rm(folderBefore, { recursive: true, force: true });
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

it("makes the buyer the owner while they are in the agency, else the first stakeholder still there, and the owner a stakeholder", async () => {
  const q = (sql: string, values: unknown[] = []) => db.$client.query(sql, values);
  const orgId = (await q("insert into orgs default values returning id")).rows[0].id as string;
  const user = async (key: string, inOrg: boolean) => {
    await q("insert into auth_user (id, name, email) values ($1, $1, $2)", [key, `${key}@example.com`]);
    const row = await q("insert into users (auth_id, email, org_id) values ($1, $2, $3) returning id", [
      key,
      `${key}@example.com`,
      inOrg ? orgId : null,
    ]);
    return row.rows[0].id as string;
  };
  const [buyer, left, first, second] = [
    await user("buyer", true),
    await user("left", false),
    await user("first", true),
    await user("second", true),
  ];
  const link = async (url: string, createdBy: string | null, stakeholders: string[]) => {
    const id = (
      await q("insert into links (org_id, url, survey_type, created_by) values ($1, $2, 'medicare', $3) returning id", [
        orgId,
        url,
        createdBy,
      ])
    ).rows[0].id as string;
    for (const [i, userId] of stakeholders.entries()) {
      await q(`insert into link_stakeholders (link_id, user_id, created_at) values ($1, $2, now() - interval '${10 - i} minutes')`, [
        id,
        userId,
      ]);
    }
    return id;
  };
  const bought = await link("bought", buyer, [second]);
  const orphaned = await link("orphaned", left, [left, first, second]);
  const nobody = await link("nobody", null, []);

  await migrate(db, { migrationsFolder });

  const owners = await q("select id, owner_id from links");
  const ownerOf = new Map(owners.rows.map((r: { id: string; owner_id: string | null }) => [r.id, r.owner_id]));
  expect(ownerOf.get(bought)).toBe(buyer);
  expect(ownerOf.get(orphaned)).toBe(first);
  expect(ownerOf.get(nobody)).toBeNull();
  const rows = await q("select user_id from link_stakeholders where link_id = $1 order by user_id", [bought]);
  expect(rows.rows.map((r: { user_id: string }) => r.user_id).toSorted()).toEqual([buyer, second].toSorted());
});
