import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseBefore, type MigrationDatabase } from "../helpers/migration-database.ts";

/**
 * The migration that gives every link its owner, run on links written before it: a database of its own is migrated
 * up to just before it, gets links, then the remaining migrations run as they would at boot.
 */
const MIGRATION = "0029_link_owner";

let migration: MigrationDatabase;
let db: MigrationDatabase["db"];

beforeAll(async () => {
  migration = await databaseBefore(MIGRATION);
  db = migration.db;
});

afterAll(async () => {
  await migration?.drop();
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

  await migration.migrateRest();

  const owners = await q("select id, owner_id from links");
  const ownerOf = new Map(owners.rows.map((r: { id: string; owner_id: string | null }) => [r.id, r.owner_id]));
  expect(ownerOf.get(bought)).toBe(buyer);
  expect(ownerOf.get(orphaned)).toBe(first);
  expect(ownerOf.get(nobody)).toBeNull();
  const rows = await q("select user_id from link_stakeholders where link_id = $1 order by user_id", [bought]);
  expect(rows.rows.map((r: { user_id: string }) => r.user_id).toSorted()).toEqual([buyer, second].toSorted());
});
