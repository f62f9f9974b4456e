import { afterAll, beforeAll, expect, it } from "vitest";
import { databaseBefore, type MigrationDatabase } from "../helpers/migration-database.ts";

/**
 * The migration that stores notifications as type + parameters, run on rows written in the old shape (English
 * prose). A database of its own, migrated up to just before it, gets old rows; then the remaining migrations run,
 * as they would on a deployed database at boot. Proves the derivation on the rows below; not on every wording a
 * row could hold (the code only ever wrote these).
 */
const MIGRATION = "0019_notifications_type_params_and_user_locale";

let migration: MigrationDatabase;
let db: MigrationDatabase["db"];

beforeAll(async () => {
  migration = await databaseBefore(MIGRATION);
  db = migration.db;
});

afterAll(async () => {
  await migration?.drop();
});

it("derives each old row's type parameters from what it holds and keeps prose only for announcements", async () => {
  const q = (sql: string, values: unknown[] = []) => db.$client.query(sql, values);
  const orgId = (await q("insert into orgs default values returning id")).rows[0].id as string;
  await q("insert into auth_user (id, name, email) values ('a1', 'Grace', 'grace@example.com')");
  const userId = (await q("insert into users (auth_id, email, org_id) values ('a1', 'grace@example.com', $1) returning id", [orgId]))
    .rows[0].id as string;
  const linkId = (await q("insert into links (org_id, url, survey_type) values ($1, 'grace-now', 'life') returning id", [orgId])).rows[0]
    .id as string;
  const responseId = (
    await q("insert into survey_responses (link_id, org_id, survey_type, token_hash) values ($1, $2, 'life', 'h') returning id", [
      linkId,
      orgId,
    ])
  ).rows[0].id as string;
  const old = async (type: string, title: string, text: string, actionText: string | null, actionUrl: string | null) =>
    (
      await q(
        `insert into notifications (org_id, user_id, type, title, text, action_text, action_type, action_url)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [orgId, userId, type, title, text, actionText, actionUrl ? "same_tab" : null, actionUrl],
      )
    ).rows[0].id as string;

  const ids = {
    // The response still exists: its survey type; the address as the text named it (the link moved since).
    withResponse: await old(
      "survey_submitted",
      "New survey submission",
      "A client submitted your life insurance survey (link /grace).",
      "View submission",
      `/submissions/${responseId}`,
    ),
    // No such response: both from the text, "ACA consent" not mistaken for "ACA".
    fromText: await old(
      "survey_submitted",
      "New survey submission",
      "A client submitted your ACA consent survey (link /maria-aca).",
      "View submission",
      "/submissions/00000000-0000-4000-8000-000000000000",
    ),
    // Nothing to go on: the words will say less.
    unknown: await old("survey_submitted", "New survey submission", "Something else.", "View submission", "/submissions/not-a-uuid"),
    failing: await old(
      "payment_failed",
      "Payment failed",
      "We could not charge your card (failed attempt 2 of 3). Update your payment method to keep your links live.",
      "Resolve",
      "/stripe/resolution",
    ),
    locked: await old(
      "payment_failed",
      "Payment failed",
      "We could not charge your card and access is restricted. Update your payment method to restore it.",
      "Resolve",
      "/stripe/resolution",
    ),
    referral: await old("referral_received", "New referral", "Someone sent you a referral.", "View referral counts", "/splash-pages"),
    announcement: await old("announcement", "Office closed", "Closed on Friday.", "Read more", "/resources"),
  };

  await migration.migrateRest();

  const rows = new Map(
    (await q("select id, type, params, title, text, action_text, action_url from notifications")).rows.map((r) => [r.id as string, r]),
  );
  const prose = { title: null, text: null, action_text: null };
  expect(rows.get(ids.withResponse)).toMatchObject({ params: { surveyType: "life", linkUrl: "grace" }, ...prose });
  expect(rows.get(ids.fromText)).toMatchObject({ params: { surveyType: "aca_consent_only", linkUrl: "maria-aca" }, ...prose });
  expect(rows.get(ids.unknown)).toMatchObject({ params: {}, ...prose, action_url: "/submissions/not-a-uuid" });
  expect(rows.get(ids.failing)).toMatchObject({ params: { attempts: 2, limit: 3 }, ...prose, action_url: "/stripe/resolution" });
  expect(rows.get(ids.locked)).toMatchObject({ params: { attempts: 3, limit: 3 }, ...prose });
  expect(rows.get(ids.referral)).toMatchObject({ params: {}, ...prose, action_url: "/splash-pages" });
  expect(rows.get(ids.announcement)).toMatchObject({
    params: {},
    title: "Office closed",
    text: "Closed on Friday.",
    action_text: "Read more",
    action_url: "/resources",
  });
  // Existing users speak English until they choose.
  expect((await q("select locale from users where id = $1", [userId])).rows[0].locale).toBe("en");
  // From now on prose is refused on every type but announcements.
  await expect(
    q("insert into notifications (org_id, user_id, type, title, text) values ($1, $2, 'survey_submitted', 'x', 'y')", [orgId, userId]),
  ).rejects.toThrow(/notifications_prose_only_announcements/);
  await expect(q("insert into notifications (org_id, user_id, type) values ($1, $2, 'announcement')", [orgId, userId])).rejects.toThrow(
    /notifications_prose_only_announcements/,
  );
});
