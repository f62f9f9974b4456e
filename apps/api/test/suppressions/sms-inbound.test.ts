import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { smsOutbox, smsSent, suppressions } from "../../src/db/schema.ts";
import { twilioSignature } from "../../src/integrations/sms/twilio-signature.ts";
import { SmsSendError } from "../../src/integrations/sms/sms-sender.ts";
import { suppressAfterSmsRefusal, suppressedAmong, suppress } from "../../src/modules/suppressions/suppressions.service.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";

const TOKEN = "twilio-auth-token-for-tests";
const OUR_NUMBER = "+15550100100";
const WEBHOOK_URL = "http://localhost:3000/api/sms/inbound";

let t: TestApp;
let agency: TestUser;
let otherAgency: TestUser;
let bystander: TestUser;
let phoneSeq = 2010000;

beforeAll(async () => {
  t = await createTestApp({ env: { TWILIO_AUTH_TOKEN: TOKEN, SMS_FROM: OUR_NUMBER } });
  [agency, otherAgency, bystander] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
});

/** A fresh client number, texted by `orgIds` through the app's SMS port (the outbox here). */
async function textedBy(...orgIds: string[]): Promise<string> {
  const phone = `+1555${phoneSeq++}`;
  for (const orgId of orgIds) await t.app.deps.sms.send({ orgId, to: phone, body: "Your survey: https://example.test/s/abc" });
  return phone;
}

/** Twilio posting an inbound text, signed as Twilio signs it (or with the given signature). */
function inbound(params: Record<string, string>, signature?: string) {
  const form = { AccountSid: "AC00000000000000000000000000000000", MessageSid: "SM1", To: OUR_NUMBER, ...params };
  return t.app.inject({
    method: "POST",
    url: "/api/sms/inbound",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": signature ?? twilioSignature(TOKEN, WEBHOOK_URL, form),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

const isSuppressed = async (orgId: string, phone: string) => (await suppressedAmong(t.db, orgId, "sms", [phone])).has(phone);

describe("texts through the SMS port", () => {
  it("go to the outbox by default, each remembered with the agency that sent it", async () => {
    const phone = await textedBy(agency.orgId);
    const [kept] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to_number, phone));
    expect(kept).toMatchObject({ from_number: OUR_NUMBER, body: "Your survey: https://example.test/s/abc" });
    const [sent] = await t.db.select().from(smsSent).where(eq(smsSent.to_number, phone));
    expect(sent).toMatchObject({ org_id: agency.orgId, from_number: OUR_NUMBER, provider_message_id: `outbox_${kept!.id}` });
  });
});

describe("an inbound STOP", () => {
  it("suppresses the number at once for the agency whose text it answers, and for no agency that never texted it", async () => {
    const phone = await textedBy(agency.orgId);
    expect(await isSuppressed(agency.orgId, phone)).toBe(false);
    const response = await inbound({ From: phone, Body: "Stop." });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/xml/);
    expect(response.body).toContain("<Message>");
    expect(response.body).toContain("Reply START to resubscribe");
    expect(await isSuppressed(agency.orgId, phone)).toBe(true);
    expect(await isSuppressed(bystander.orgId, phone)).toBe(false);
    const [row] = await t.db.select().from(suppressions).where(eq(suppressions.address, phone));
    expect(row).toMatchObject({ org_id: agency.orgId, channel: "sms", reason: "opted_out", source: "sms_keyword", detail: "STOP" });
  });

  it("removes the number from every later send's eligible set, whatever way the number is written there", async () => {
    const phone = await textedBy(agency.orgId);
    await inbound({ From: phone, Body: "UNSUBSCRIBE" });
    const national = `(${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`;
    const eligible = await suppressedAmong(t.db, agency.orgId, "sms", [national, "+15559999999"]);
    expect([...eligible]).toEqual([phone]);
  });

  it("honours every opt-out word, and suppresses for each agency that texted the number from ours", async () => {
    for (const word of ["STOPALL", "cancel", "End", "QUIT", "revoke", "OPTOUT", "stop!"]) {
      const phone = await textedBy(agency.orgId, otherAgency.orgId);
      await inbound({ From: phone, Body: word });
      expect([await isSuppressed(agency.orgId, phone), await isSuppressed(otherAgency.orgId, phone)], word).toEqual([true, true]);
    }
  });

  it("follows Twilio's Advanced Opt-Out intent for the account's own keywords", async () => {
    const phone = await textedBy(agency.orgId);
    await inbound({ From: phone, Body: "ARRET", OptOutType: "STOP" });
    expect(await isSuppressed(agency.orgId, phone)).toBe(true);
  });

  it("reads a sentence as a message, not a keyword", async () => {
    const phone = await textedBy(agency.orgId);
    const response = await inbound({ From: phone, Body: "please stop by tomorrow" });
    expect(response.body).not.toContain("<Message>");
    expect(await isSuppressed(agency.orgId, phone)).toBe(false);
  });
});

describe("START and HELP", () => {
  it("START, UNSTOP or YES takes the person's own STOP off again, never an entry the agency made", async () => {
    for (const word of ["START", "unstop", "Yes"]) {
      const phone = await textedBy(agency.orgId);
      await inbound({ From: phone, Body: "STOP" });
      const response = await inbound({ From: phone, Body: word });
      expect(response.body).toContain("resubscribed");
      expect(await isSuppressed(agency.orgId, phone), word).toBe(false);
    }
    const phone = await textedBy(agency.orgId);
    await suppress(t.db, {
      orgId: agency.orgId,
      channel: "sms",
      address: phone,
      reason: "opted_out",
      source: "agency",
      createdBy: agency.userId,
    });
    await inbound({ From: phone, Body: "START" });
    expect(await isSuppressed(agency.orgId, phone)).toBe(true);
  });

  it("HELP is answered with the agency's name and how to opt out, and changes nothing", async () => {
    const renamed = await t.app.inject({
      method: "PUT",
      url: `/api/orgs/${agency.orgId}`,
      headers: { cookie: agency.cookie },
      payload: { name: "Sunrise Benefits" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const phone = await textedBy(agency.orgId);
    const response = await inbound({ From: phone, Body: "help" });
    expect(response.body).toContain("<Message>Sunrise Benefits: Texts about your insurance survey.");
    expect(response.body).toContain("Reply STOP to unsubscribe");
    expect(await isSuppressed(agency.orgId, phone)).toBe(false);
  });
});

describe("a text the provider refused", () => {
  it("puts a number that opted out at the carrier, or cannot receive texts, on the agency's list; not a passing failure", async () => {
    const [optedOut, landline, busy] = [await textedBy(), await textedBy(), await textedBy()];
    expect(
      await suppressAfterSmsRefusal(t.db, { orgId: agency.orgId, to: optedOut, error: new SmsSendError("21610", true, "21610") }),
    ).toBe(true);
    expect(
      await suppressAfterSmsRefusal(t.db, { orgId: agency.orgId, to: landline, error: new SmsSendError("21614", true, "21614") }),
    ).toBe(true);
    expect(await suppressAfterSmsRefusal(t.db, { orgId: agency.orgId, to: busy, error: new SmsSendError("429", false, "20429") })).toBe(
      false,
    );
    expect(await suppressAfterSmsRefusal(t.db, { orgId: agency.orgId, to: busy, error: new Error("socket hang up") })).toBe(false);
    const rows = await t.db.select().from(suppressions).where(eq(suppressions.org_id, agency.orgId));
    expect(rows.find((r) => r.address === optedOut)).toMatchObject({ reason: "opted_out", source: "provider", detail: "21610" });
    expect(rows.find((r) => r.address === landline)).toMatchObject({ reason: "undeliverable", source: "provider" });
    expect(await isSuppressed(agency.orgId, busy)).toBe(false);
  });
});

describe("Twilio's status callback", () => {
  const STATUS_URL = "http://localhost:3000/api/sms/status";
  function status(params: Record<string, string>, signature?: string) {
    return t.app.inject({
      method: "POST",
      url: "/api/sms/status",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": signature ?? twilioSignature(TOKEN, STATUS_URL, params),
      },
      payload: new URLSearchParams(params).toString(),
    });
  }
  async function sentTo(orgId: string) {
    const phone = await textedBy(orgId);
    const [row] = await t.db.select().from(smsSent).where(eq(smsSent.to_number, phone));
    return { phone, sid: row!.provider_message_id };
  }

  it("puts a number the carrier cannot deliver to on the list of the agency that sent that message", async () => {
    const landline = await sentTo(agency.orgId);
    const response = await status({ MessageSid: landline.sid, MessageStatus: "undelivered", ErrorCode: "30006", To: landline.phone });
    expect(response.statusCode, response.body).toBe(204);
    expect(await isSuppressed(agency.orgId, landline.phone)).toBe(true);
    const [row] = await t.db.select().from(suppressions).where(eq(suppressions.address, landline.phone));
    expect(row).toMatchObject({ org_id: agency.orgId, reason: "undeliverable", source: "provider", detail: "30006" });
  });

  it("changes nothing for a delivered text, a passing failure, or a message of no agency's", async () => {
    const ok = await sentTo(agency.orgId);
    await status({ MessageSid: ok.sid, MessageStatus: "delivered", To: ok.phone });
    await status({ MessageSid: ok.sid, MessageStatus: "undelivered", ErrorCode: "30003", To: ok.phone });
    expect(await isSuppressed(agency.orgId, ok.phone)).toBe(false);
    const other = await sentTo(otherAgency.orgId);
    // Someone else's message id with this number: no agency of ours sent it.
    await status({ MessageSid: "SMffffffffffffffffffffffffffffffff", MessageStatus: "failed", ErrorCode: "30005", To: other.phone });
    expect(await isSuppressed(otherAgency.orgId, other.phone)).toBe(false);
  });

  it("refuses a report not signed by Twilio", async () => {
    const target = await sentTo(agency.orgId);
    const params = { MessageSid: target.sid, MessageStatus: "undelivered", ErrorCode: "30006", To: target.phone };
    expectProblem(await status(params, twilioSignature("another-token", STATUS_URL, params)), 403, "FORBIDDEN");
    expect(await isSuppressed(agency.orgId, target.phone)).toBe(false);
  });
});

describe("the webhook's signature", () => {
  it("refuses a missing, wrong or replayed-with-changes signature, and suppresses nothing", async () => {
    const phone = await textedBy(agency.orgId);
    const params = { From: phone, Body: "STOP", To: OUR_NUMBER, AccountSid: "AC00000000000000000000000000000000", MessageSid: "SM1" };
    expectProblem(await inbound({ From: phone, Body: "STOP" }, ""), 403, "FORBIDDEN");
    expectProblem(await inbound({ From: phone, Body: "STOP" }, twilioSignature("another-token", WEBHOOK_URL, params)), 403, "FORBIDDEN");
    const signedForStart = twilioSignature(TOKEN, WEBHOOK_URL, { ...params, Body: "START" });
    expectProblem(await inbound({ From: phone, Body: "STOP" }, signedForStart), 403, "FORBIDDEN");
    expectProblem(
      await inbound({ From: phone, Body: "STOP" }, twilioSignature(TOKEN, "http://localhost:3000/api/sms/other", params)),
      403,
      "FORBIDDEN",
    );
    expect(await isSuppressed(agency.orgId, phone)).toBe(false);
  });

  it("answers 404 on a server without a Twilio auth token, as an address it does not have", async () => {
    const bare = await createTestApp();
    const response = await bare.app.inject({
      method: "POST",
      url: "/api/sms/inbound",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "x" },
      payload: "From=%2B15552010000&Body=STOP",
    });
    expectProblem(response, 404, "NOT_FOUND");
  });
});
