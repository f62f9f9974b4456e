import type pg from "pg";
import { surveyTypes, type TSurveyType } from "@planready/contracts/surveys/content";
import { screensFor } from "@planready/contracts/surveys/screens";
import { consentTextHash } from "../modules/consents/consents.service.ts";
import type { Db } from "../db/client.ts";
import * as data from "./seed-submissions-data.ts";

/** Rows per statement batch: big enough to amortise round trips, small enough to show progress. */
const BATCH = 50_000;
/** From this many rows on, the secondary indexes are built once after the load rather than row by row. */
const BULK_WITHOUT_INDEXES = 100_000;
/** Survey types whose clients list prescriptions and pharmacies. */
const WITH_PROVIDERS: readonly TSurveyType[] = ["medicare", "connecture", "aep_update", "crm", "life"];

export type SeedLink = { id: string; survey_type: TSurveyType; weight: number };

/**
 * One batch of `count` clients on the organisation's links, generated inside PostgreSQL (generate_series): the
 * response, its answers (names, email, phone, address, date of birth, coverage), 0–4 prescriptions and 0–2
 * pharmacies for the survey types that ask for them. 72% submitted, the rest stopped on a screen of their survey;
 * nine in ten of the submitted ones that ask for a signature signed it (the rest are "Completed — not signed");
 * started over the last two years, more of them recently. The submission center's rows are skipped here and built
 * once at the end (submissions_rebuild), which is much faster than a trigger per row. Everything is SAMPLE data:
 * the prescriptions and pharmacies are stored as typed (`verified: false`), never as registry records.
 */
const BATCH_SQL = `
create temp table seed_batch on commit drop as
with base as (
  select i,
    gen_random_uuid() as response_id,
    gen_random_uuid() as content_id,
    1 + floor(random() * cardinality($2::uuid[]))::int as pick,
    now() - power(random(), 1.7) * interval '730 days' - random() * interval '1 hour' as started_at,
    random() as r_status, random() as r_first, random() as r_last, random() as r_state, random() as r_zip,
    random() as r_rx, random() as r_ph, random() as r_screen, random() as r_lang, random() as r_minutes
  from generate_series($4::int, $5::int) as i
)
select b.*, ($2::uuid[])[pick] as link_id, ($3::text[])[pick] as survey_type,
  ($6::text[])[1 + floor(r_first * cardinality($6::text[]))::int] as first_name,
  ($7::text[])[1 + floor(r_last * cardinality($7::text[]))::int] as last_name,
  1 + floor(r_state * cardinality($8::text[]))::int as state_pick,
  r_status < 0.72 as submitted
from base b;
insert into survey_responses (id, link_id, org_id, survey_type, locale, current_question, status, submitted_at, token_hash, created_at, updated_at)
select response_id, link_id, $1::uuid, survey_type, case when r_lang < 0.12 then 'es' else 'en' end,
  case when submitted then 'confirmation'
       else ($9::jsonb -> survey_type) ->> floor(r_screen * jsonb_array_length($9::jsonb -> survey_type))::int end,
  case when submitted then 'submitted' else 'in_progress' end,
  case when submitted then started_at + (4 + r_minutes * 40) * interval '1 minute' end,
  encode(sha256(convert_to(response_id::text || 'seed', 'UTF8')), 'hex'),
  started_at, started_at + (4 + r_minutes * 40) * interval '1 minute'
from seed_batch;
insert into survey_contents (id, response_id, data, created_at, updated_at)
select content_id, response_id, jsonb_strip_nulls(jsonb_build_object(
    'first_name', first_name,
    'last_name', last_name,
    'email', lower(first_name || '.' || last_name || i || '@example.com'),
    'phone', '(' || ($10::text[])[state_pick] || ') ' || (200 + floor(r_minutes * 800)::int)::text || '-' || lpad((i % 10000)::text, 4, '0'),
    'address_one', (100 + i % 9800)::text || ' ' || ($11::text[])[1 + i % cardinality($11::text[])],
    'city', ($12::text[])[state_pick],
    'state', ($8::text[])[state_pick],
    'zip', (($13::int[])[state_pick] + floor(r_zip * 400)::int)::text,
    'dob', lpad((1 + i % 12)::text, 2, '0') || '/' || lpad((1 + i % 28)::text, 2, '0') || '/' || (1938 + i % 27)::text,
    'gender', case when r_first < 0.5 then 'female' else 'male' end,
    'prescriptions_status', 'not_started', 'pharmacies_status', 'not_started',
    'hospitals_status', 'not_started', 'doctors_status', 'not_started')),
  started_at, started_at + (4 + r_minutes * 40) * interval '1 minute'
from seed_batch;
insert into prescription_responses (id, survey_content_id, data, created_at, updated_at)
select gen_random_uuid(), b.content_id,
  jsonb_build_object('drug_name', split_part(d.drug, '|', 1), 'rxcui', split_part(d.drug, '|', 2), 'strength', split_part(d.drug, '|', 3),
    'verified', false),
  b.started_at, b.started_at
from seed_batch b
cross join lateral generate_series(1, floor(b.r_rx * 5)::int) as n
cross join lateral (select ($14::text[])[1 + floor(random() * cardinality($14::text[]))::int + 0 * n] as drug) d
where b.survey_type = any($15::text[]);
insert into pharmacy_responses (id, survey_content_id, data, created_at, updated_at)
select gen_random_uuid(), b.content_id,
  jsonb_build_object('name', p.chain || ' #' || (1000 + floor(random() * 9000)::int + 0 * n)::text, 'verified', false),
  b.started_at, b.started_at
from seed_batch b
cross join lateral generate_series(1, floor(b.r_ph * 3)::int) as n
cross join lateral (select ($16::text[])[1 + floor(random() * cardinality($16::text[]))::int + 0 * n] as chain) p
where b.survey_type = any($15::text[]);
insert into consent_records (id, response_id, kind, text_version, text_hash, locale, signer_role, signer_name, typed_name,
  products, signed_date, signed_at, ip)
select gen_random_uuid(), b.response_id, case when b.aca then 'aca_consent' else 'soa' end,
  case when b.aca then $19::text else $17::text end, case when b.aca then $20::text else $18::text end,
  'en', 'beneficiary', b.first_name || ' ' || b.last_name, b.first_name || ' ' || b.last_name,
  case when b.aca then '[]'::jsonb else '["part_d"]'::jsonb end,
  to_char(b.started_at + (4 + b.r_minutes * 40) * interval '1 minute', 'MM/DD/YYYY'),
  b.started_at + (4 + b.r_minutes * 40) * interval '1 minute', '203.0.113.7'
from (select *, survey_type in ('aca', 'aca_consent_only') as aca from seed_batch) b
where b.submitted and b.survey_type <> 'life' and b.r_screen < 0.9;
`;

/**
 * The seeded consents are signed on the first published texts, which are hashed as templates: one hash holds for
 * every seeded record, and each stays reproducible (the current texts are hashed with the names the client read).
 */
const SEEDED_CONSENT_VERSIONS = { soa: "soa-2025-01", aca_consent: "aca-2025-01" } as const;
const NO_FACTS = { consumer_name: null, agent_name: null, agency_name: null };

type PoolClient = pg.PoolClient;

/**
 * Drops the secondary indexes of `tables` inside the caller's transaction (other sessions wait on the lock, they
 * never see the table without them) and returns the statements that create them again, exactly as they were.
 */
async function dropSecondaryIndexes(client: PoolClient, tables: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = any($1::regclass[]) and not i.indisprimary and not i.indisunique`,
    [tables],
  );
  for (const row of rows) await client.query(`drop index "${row.name.replaceAll('"', '""')}"`);
  return rows.map((row) => row.definition);
}

/**
 * A text of several statements cannot take parameters: each is sent alone, its parameters renumbered to the ones
 * it uses (PostgreSQL refuses a parameter it cannot type because the statement never mentions it).
 */
const statements = BATCH_SQL.split(";")
  .map((text) => text.trim())
  .filter(Boolean)
  .map((text) => {
    const params = [...new Set([...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])))];
    return { text: text.replace(/\$(\d+)/g, (_, n: string) => `$${params.indexOf(Number(n)) + 1}`), params };
  });

/**
 * Adds `count` realistic submissions to an organisation's links (weighted by `weight`), then builds their submission
 * center rows, archives some old ones and marks what each user has surely read (everything older than two weeks).
 * About a minute or two per million rows on two cores.
 */
export async function seedSubmissions(
  db: Db,
  orgId: string,
  seedLinks: readonly SeedLink[],
  readers: readonly string[],
  count: number,
  print: (line: string) => void,
): Promise<void> {
  const weighted = seedLinks.flatMap((link) => Array.from({ length: link.weight }, () => link));
  const screens = Object.fromEntries(
    surveyTypes.map((type) => [type, screensFor({ surveyType: type }).filter((s) => s !== "confirmation")]),
  );
  const client = await db.$client.connect();
  const started = Date.now();
  try {
    // Generated rows reference what they should by construction: a superuser (the embedded PostgreSQL's) skips the
    // per-row foreign key and trigger work, the bulk of the time; others load the same rows with it.
    const { rows } = await client.query<{ superuser: boolean }>("select rolsuper as superuser from pg_roles where rolname = current_user");
    const superuser = rows[0]?.superuser === true;
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await client.query("begin");
      await client.query("set local planready.skip_submission_sync = 'on'");
      await client.query("set local synchronous_commit = off");
      if (superuser) await client.query("set local session_replication_role = replica");
      // The values of $1…$20; each statement is sent with the ones it uses (see `statements`).
      const values = [
        orgId,
        weighted.map((l) => l.id),
        weighted.map((l) => l.survey_type),
        from,
        to,
        data.firstNames,
        data.lastNames,
        data.states.map((s) => s.code),
        JSON.stringify(screens),
        data.states.map((s) => s.areaCode),
        data.streets,
        data.states.map((s) => s.city),
        data.states.map((s) => s.zipBase),
        data.drugs,
        WITH_PROVIDERS,
        data.pharmacyChains,
        SEEDED_CONSENT_VERSIONS.soa,
        consentTextHash("soa", SEEDED_CONSENT_VERSIONS.soa, "en", NO_FACTS),
        SEEDED_CONSENT_VERSIONS.aca_consent,
        consentTextHash("aca_consent", SEEDED_CONSENT_VERSIONS.aca_consent, "en", NO_FACTS),
      ];
      for (const statement of statements) {
        await client.query(
          statement.text,
          statement.params.map((n) => values[n - 1]),
        );
      }
      await client.query("commit");
      print(
        `  ${to.toLocaleString("en-US")} of ${count.toLocaleString("en-US")} clients (${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    // Statistics of what was just loaded, or the rebuild is planned for empty tables (nested loops: hours).
    await client.query("analyze survey_responses, survey_contents, prescription_responses, pharmacy_responses, consent_records");
    print("  building the submission center's rows, read state and archive…");
    await client.query("begin");
    await client.query("set local maintenance_work_mem = '256MB'");
    if (superuser) await client.query("set local session_replication_role = replica");
    await client.query("set local work_mem = '128MB'");
    const restore = count >= BULK_WITHOUT_INDEXES ? await dropSecondaryIndexes(client, ["submissions", "submission_reads"]) : [];
    await client.query("select submissions_rebuild($1::uuid)", [orgId]);
    await client.query(
      `update submissions set archived = true, archived_at = activity_at + interval '30 days'
       where org_id = $1 and activity_at < now() - interval '90 days' and hashtext(response_id::text) % 10 = 0`,
      [orgId],
    );
    for (const userId of readers) {
      await client.query(
        `insert into submission_reads (user_id, response_id, read_at)
         select $2::uuid, s.response_id, s.activity_at + interval '1 day' from submissions s
         where s.org_id = $1 and s.activity_at < now() - interval '14 days'
           and (s.link_id in (select id from links where owner_id = $2)
                or s.link_id in (select link_id from link_stakeholders where user_id = $2))
         on conflict do nothing`,
        [orgId, userId],
      );
    }
    for (const definition of restore) await client.query(definition);
    await client.query("commit");
    print("  analysing…");
    await client.query(
      "vacuum (analyze) submissions, submission_reads, survey_responses, survey_contents, prescription_responses, pharmacy_responses",
    );
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  print(`Added ${count.toLocaleString("en-US")} submissions in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
