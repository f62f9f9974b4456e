import { randomBytes, randomUUID } from "node:crypto";
import { currentConsentVersion } from "@planready/contracts/surveys/consent-texts";
import { sql } from "drizzle-orm";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../../src/db/schema.ts";
import { createOutboxMailer } from "../../src/integrations/mail/outbox-mailer.ts";
import type { FileStorage } from "../../src/integrations/storage/file-storage.ts";
import { captureLog, type TestApp } from "../helpers/app.ts";
import { connectTestDb } from "../helpers/database.ts";
import { authPost, GOOD_PASSWORD, signUp, type TestUser } from "../helpers/users.ts";
import { startFakeRegistries, type FakeRegistries } from "../lookups/fake-registries.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, joinOrg, startSurvey, type TestSurvey } from "../survey/survey-helpers.ts";

/**
 * A client's name, email, date of birth and medicine, unique to this run, go through every survey and agent route
 * — and through forced failures: a database error quoting the value, a constraint violation whose detail and
 * parameters carry it, failing jobs, failing look-ups and a CSV export cut off mid-stream. None of them may appear
 * in what the app logs (at debug level), nor in any email (no personal or health data in emails).
 */
const tag = randomBytes(4).toString("hex");
const CANARY = {
  first_name: `Zelphine${tag}`,
  last_name: `Quarrington${tag}`,
  email: `zq.${tag}@canary.example.org`,
  dob: "03/14/1938",
  drug: `Canarizolam${tag}`,
} as const;
/** Every form in which a canary could be written: as typed, lower-cased (search text), and the DOB as a date. */
const canaryForms = [...Object.values(CANARY), ...Object.values(CANARY).map((v) => v.toLowerCase()), "1938-03-14", tag];

const log = captureLog();
/** What anything printed to the console meanwhile (a library bypassing the app's log). */
const consoleOutput: string[] = [];
let t: TestApp;
let registries: FakeRegistries;
let admin: TestUser;
let agent: TestUser;
let survey: TestSurvey;
const failures = { mail: false, storage: false };

/** Files in memory; `failures.storage` makes every write fail the way a full disk does. */
function memoryStorage(): FileStorage {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      if (failures.storage) throw Object.assign(new Error(`ENOSPC: no space left on device, write '${key}'`), { code: "ENOSPC" });
      files.set(key, bytes);
    },
    get: async (key) => files.get(key) ?? null,
    delete: async (key) => void files.delete(key),
  };
}

const usToday = (now = new Date()) =>
  `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String(now.getUTCDate()).padStart(2, "0")}/${now.getUTCFullYear()}`;

function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(status);
}

beforeAll(async () => {
  for (const method of ["log", "info", "warn", "error", "debug", "trace"] as const) {
    vi.spyOn(console, method).mockImplementation(
      (...args: unknown[]) => void consoleOutput.push(args.map((a) => inspect(a, { depth: 8 })).join(" ")),
    );
  }
  registries = await startFakeRegistries();
  const outbox = createOutboxMailer(await connectTestDb());
  t = await createSurveyTestApp(
    { LOG_LEVEL: "debug", LOOKUPS_NLM_BASE_URL: registries.url, LOOKUPS_NPPES_BASE_URL: registries.url },
    {
      logStream: log.stream,
      storage: memoryStorage(),
      mailer: {
        async send(mail) {
          // An SMTP server refusing a message echoes what it refused, as some do.
          if (failures.mail) throw new Error(`554 5.7.1 Message rejected: ${mail.subject} ${mail.text}`);
          await outbox.send(mail);
        },
      },
    },
  );
  admin = await signUp(t.app);
  agent = await signUp(t.app);
  await joinOrg(t, agent, admin.orgId, "Agent");
  const link = await createLink(t.app, admin);
  expectStatus(
    await asUser(t.app, admin, "POST", "/api/linkStakeholders", { link_id: link.id, user_ids: [agent.userId] }),
    200,
    "stakeholders",
  );
  survey = await startSurvey(t.app, link);
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe("the client's data in logs and emails", () => {
  it("never appears, on any survey or agent route, nor when they fail", { timeout: 60_000 }, async () => {
    const content = `/api/surveyContents/medicare/${survey.contentId}`;
    let rev = 1;
    const client = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: object) =>
      asSurvey(t.app, survey.token, method, url, body);

    // The client answers, lists, signs and submits.
    expectStatus(await client("GET", `/api/responses/${survey.id}`), 200, "GET response");
    expectStatus(
      await client("PUT", content, {
        first_name: CANARY.first_name,
        last_name: CANARY.last_name,
        email: CANARY.email,
        dob: CANARY.dob,
        preferred_name: CANARY.first_name,
        client_rev: rev++,
      }),
      200,
      "answers",
    );
    const prescription = randomUUID();
    expectStatus(
      await client("POST", `${content}/prescriptionResponses`, {
        id: prescription,
        client_rev: rev++,
        drug_name: CANARY.drug,
        strength: "5 mg",
      }),
      200,
      "prescription",
    );
    expectStatus(
      await client("PUT", `${content}/prescriptionResponses/${prescription}`, {
        id: prescription,
        client_rev: rev++,
        drug_name: CANARY.drug,
        strength: "10 mg",
      }),
      200,
      "prescription change",
    );
    const doctor = randomUUID();
    expectStatus(
      await client("POST", `${content}/specialistResponses`, { id: doctor, client_rev: rev++, name: `Dr. ${CANARY.last_name}` }),
      200,
      "doctor",
    );
    expectStatus(await client("DELETE", `${content}/specialistResponses/${doctor}?client_rev=${rev++}`), 200, "doctor removed");
    expectStatus(
      await client("POST", `${content}/pharmacyResponses`, { id: randomUUID(), client_rev: rev++, name: `${CANARY.last_name} Pharmacy` }),
      200,
      "pharmacy",
    );
    expectStatus(
      await client("PUT", `/api/responses/${survey.id}`, { current_question: "confirmation", client_rev: rev++ }),
      200,
      "screen",
    );
    expectStatus(
      await client("POST", "/api/consents", {
        id: randomUUID(),
        kind: "soa",
        text_version: currentConsentVersion.soa,
        locale: "en",
        signer_role: "beneficiary",
        signer_name: `${CANARY.first_name} ${CANARY.last_name}`,
        products: ["part_d"],
        typed_name: `${CANARY.first_name} ${CANARY.last_name}`,
        date: usToday(),
      }),
      201,
      "consent",
    );
    // The look-ups the survey makes, answered and failing.
    expectStatus(await client("GET", `/api/lookups/drugs?q=${encodeURIComponent(CANARY.drug)}`), 200, "drug look-up");
    registries.failNext({ status: 500 }, { body: `{"error":"bad term ${CANARY.drug}"}` });
    for (let i = 0; i < 2; i++) {
      const failed = await client("GET", `/api/lookups/drugs?q=${encodeURIComponent(`${CANARY.drug}${i}`)}`);
      expect(failed.statusCode, failed.body).toBeLessThan(600);
    }
    expectStatus(await client("PUT", `/api/responses/${survey.id}`, { submit: true, client_rev: rev++ }), 200, "submit");
    expectStatus(await client("GET", `/api/responses/${survey.id}`), 200, "confirmation");

    // The agents read, search, export, correct.
    const org = `/api/orgs/${admin.orgId}`;
    for (const user of [admin, agent]) {
      const list = await asUser(t.app, user, "GET", `${org}/submissions?searchTerm=${encodeURIComponent(CANARY.last_name)}`);
      expectStatus(list, 200, "list");
      expect(list.json<{ items: unknown[] }>().items).toHaveLength(1);
      expectStatus(await asUser(t.app, user, "GET", `${org}/submissions?drugId=1&pharmacyName=${CANARY.last_name}`), 200, "filters");
      expectStatus(await asUser(t.app, user, "GET", `/api/responses/${survey.id}/detail`), 200, "detail");
      const csv = await asUser(t.app, user, "GET", `${org}/submissions.csv`);
      expectStatus(csv, 200, "CSV");
      expect(csv.body).toContain(CANARY.email);
      expectStatus(await asUser(t.app, user, "GET", `/api/notifications/byUser/${user.userId}`), 200, "notifications");
    }
    expectStatus(await asUser(t.app, agent, "PUT", `${org}/submissions/read`, { ids: [survey.id], read: true }), 200, "read");
    expectStatus(await asUser(t.app, admin, "POST", `/api/responses/${survey.id}/pdf`), 202, "PDF requested");
    await t.app.jobs.runQueued();
    const pdf = await asUser(t.app, admin, "GET", `/api/responses/${survey.id}/pdf`);
    expectStatus(pdf, 200, "PDF");
    const correct = (body: object) => asUser(t.app, agent, "PUT", `/api/responses/${survey.id}?fromDashboard=true`, body);
    expectStatus(
      await correct({ fields: { preferred_name: `${CANARY.first_name}ita`, email: CANARY.email.toUpperCase() } }),
      200,
      "correction",
    );
    expectStatus(
      await correct({
        items: [{ collection: "prescription_responses", op: "update", id: prescription, values: { drug_name: `${CANARY.drug} XR` } }],
      }),
      200,
      "item correction",
    );
    await t.app.jobs.runQueued();

    // A submission without its Scope of Appointment, sent to the client for signature (emailed) and signed there.
    const unsigned = await startSurvey(t.app, survey.link);
    const asUnsigned = (method: "PUT", url: string, body: object) => asSurvey(t.app, unsigned.token, method, url, body);
    expectStatus(
      await asUnsigned("PUT", `/api/surveyContents/medicare/${unsigned.contentId}`, {
        first_name: CANARY.first_name,
        last_name: CANARY.last_name,
        email: CANARY.email,
        dob: CANARY.dob,
        client_rev: 1,
      }),
      200,
      "unsigned answers",
    );
    expectStatus(await asUnsigned("PUT", `/api/responses/${unsigned.id}`, { submit: true, client_rev: 2 }), 200, "unsigned submit");
    const sent = await asUser(t.app, agent, "POST", `/api/responses/${unsigned.id}/signature-request`, {});
    expectStatus(sent, 201, "signature request");
    const signingToken = new URL(sent.json<{ url: string }>().url).pathname.split("/").at(-1)!;
    const signer = { authorization: `Bearer ${signingToken}` };
    expectStatus(await t.app.inject({ method: "GET", url: "/api/signature-requests/current", headers: signer }), 200, "signing screen");
    const signed = await t.app.inject({
      method: "POST",
      url: "/api/signature-requests/current/consents",
      headers: signer,
      payload: {
        id: randomUUID(),
        kind: "soa",
        text_version: currentConsentVersion.soa,
        locale: "en",
        signer_role: "beneficiary",
        signer_name: `${CANARY.first_name} ${CANARY.last_name}`,
        products: ["part_d"],
        typed_name: `${CANARY.first_name} ${CANARY.last_name}`,
        date: usToday(),
      },
    });
    expectStatus(signed, 201, "signed through the link");
    expect(log.text()).not.toContain(signingToken);
    await t.app.jobs.runQueued();

    // Forced failures. A database error quoting the value it refused, and a check whose detail and parameters carry it.
    await t.db.execute(
      sql.raw(`alter table survey_contents add constraint canary_cast check (
        coalesce(data->>'preferred_name', '') not like 'Cast:%' or substr(data->>'preferred_name', 6)::date is not null)`),
    );
    await t.db.execute(
      sql.raw(`alter table survey_contents add constraint canary_check check (coalesce(data->>'preferred_name', '') not like 'Refuse:%')`),
    );
    try {
      for (const preferred of [`Cast:${CANARY.first_name}`, `Refuse:${CANARY.first_name} ${CANARY.email} ${CANARY.dob}`]) {
        const refused = await correct({ fields: { preferred_name: preferred, first_name: CANARY.first_name } });
        expect(refused.statusCode).toBe(500);
        expect(refused.body).not.toContain(CANARY.first_name);
      }
    } finally {
      await t.db.execute(sql.raw("alter table survey_contents drop constraint canary_cast, drop constraint canary_check"));
    }
    // A sign-up (better-auth's own route) failing in the database with the address in its parameters.
    await t.db.execute(sql.raw(`alter table auth_user add constraint canary_auth check (email not like 'zq.%')`));
    try {
      const refused = await authPost(t.app, "/api/auth/sign-up/email", {
        email: CANARY.email,
        password: GOOD_PASSWORD,
        name: CANARY.first_name,
      });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await t.db.execute(sql.raw("alter table auth_user drop constraint canary_auth"));
    }
    // Failing jobs: the PDF cannot be stored, the email is refused by the mail server.
    failures.storage = true;
    failures.mail = true;
    try {
      expectStatus(await correct({ fields: { preferred_name: `${CANARY.first_name}o` } }), 200, "correction before failing jobs");
      expectStatus(await asUser(t.app, admin, "POST", `/api/responses/${survey.id}/pdf`), 202, "PDF requested again");
      const other = await startSurvey(t.app, survey.link);
      await asSurvey(t.app, other.token, "PUT", `/api/surveyContents/medicare/${other.contentId}`, {
        first_name: CANARY.first_name,
        client_rev: 1,
      });
      await asSurvey(t.app, other.token, "PUT", `/api/responses/${other.id}`, { submit: true, client_rev: 2 });
      await t.app.jobs.runQueued().catch(() => undefined);
    } finally {
      failures.storage = false;
      failures.mail = false;
    }
    // A CSV export whose rows cannot be read after the header went out.
    await t.db.execute(sql`alter table submissions rename to submissions_gone`);
    try {
      await asUser(t.app, admin, "GET", `${org}/submissions.csv`).catch(() => undefined);
    } finally {
      await t.db.execute(sql`alter table submissions_gone rename to submissions`);
    }

    const lines = log.lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    // The failures were logged (as errors), so the absence of the canary below means something.
    const errors = lines.filter((line) => line.level >= 50).map((line) => line.msg);
    expect(errors).toEqual(
      expect.arrayContaining([
        "unhandled error",
        "job failed; it will be retried",
        "the CSV export failed after it started: download cut off",
      ]),
    );
    const logged = `${log.text()}\n${consoleOutput.join("\n")}`;
    expect(logged).toContain(survey.id);
    for (const value of canaryForms) expect(logged, `the log holds "${value}"`).not.toContain(value);

    const mails = await t.db.select().from(mailOutbox);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((mail) => mail.template)).toEqual(expect.arrayContaining(["notification.survey_submitted"]));
    expect(mails.some((mail) => mail.to_address === CANARY.email)).toBe(true);
    for (const mail of mails) {
      const words = `${mail.subject}\n${mail.text_body}\n${mail.html_body ?? ""}`;
      for (const value of canaryForms) expect(words, `an email (${mail.template}) holds "${value}"`).not.toContain(value);
    }
  });
});
