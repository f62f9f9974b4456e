import { defaultTemplates, type TBulkSend, type TDryRunResponse } from "@planready/contracts/bulk-sends";
import type { TLink } from "@planready/contracts/links";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, bookClients, bulkSendRecipients, mailOutbox, smsOutbox, surveyResponses } from "../../src/db/schema.ts";
import { SmsSendError } from "../../src/integrations/sms/sms-sender.ts";
import { suppress } from "../../src/modules/suppressions/suppressions.service.ts";
import type { TestApp } from "../helpers/app.ts";
import { answerAndSubmit } from "../helpers/client-answers.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, createSurveyTestApp, joinOrg } from "../survey/survey-helpers.ts";

let t: TestApp;
let owner: TestUser;
let colleague: TestUser;
let colleagueAdmin: TestUser;
let outsider: TestUser;
let link: TLink;

/** Sends may go at any hour of the test machine's day. */
const allDay = { start: "00:00", end: "23:59" };

beforeAll(async () => {
  t = await createSurveyTestApp({ BULK_SEND_PER_MINUTE: "6000" });
  [owner, colleague, colleagueAdmin, outsider] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, colleague, owner.orgId, "Agent");
  await joinOrg(t, colleagueAdmin, owner.orgId, "Admin");
  colleague = { ...colleague, orgId: owner.orgId };
  colleagueAdmin = { ...colleagueAdmin, orgId: owner.orgId };
  link = await createLink(t.app, owner, { survey_type: "aep_update" });
  await putSettings(owner, { send_window: allDay });
});

function settingsBody(change: Record<string, unknown> = {}) {
  return {
    sender_name: "Pat Agent",
    reply_to: "pat@agency.example",
    npn: "1234567",
    default_locale: "en",
    templates: defaultTemplates,
    send_window: allDay,
    links: {},
    ...change,
  };
}

async function putSettings(user: TestUser, change: Record<string, unknown> = {}) {
  const response = await asUser(t.app, user, "PUT", "/api/bulk-sends/settings", settingsBody(change));
  expect(response.statusCode, response.body).toBe(200);
}

let clientSeq = 0;
/** Clients of a user's book, written as an import would leave them. */
async function addClients(
  user: TestUser,
  rows: { email?: string | null; phone?: string | null; consent?: ("email" | "sms")[]; zip?: string }[],
): Promise<string[]> {
  const inserted = await t.db
    .insert(bookClients)
    .values(
      rows.map((r) => ({
        org_id: user.orgId,
        owner_id: user.userId,
        first_name: `Client${++clientSeq}`,
        last_name: "Test",
        email: r.email === undefined ? `client${clientSeq}-${user.userId.slice(0, 6)}@example.com` : r.email,
        phone: r.phone ?? null,
        zip: r.zip ?? "10001",
        consent_channels: r.consent ?? ["email", "sms"],
      })),
    )
    .returning({ id: bookClients.id });
  return inserted.map((r) => r.id);
}

function sendBody(clientIds: string[], change: Record<string, unknown> = {}) {
  return {
    filter: {},
    client_ids: clientIds,
    link_id: link.id,
    channel: "email",
    locale: "en",
    template: defaultTemplates.en,
    ...change,
  };
}

async function createSend(user: TestUser, clientIds: string[], change: Record<string, unknown> = {}): Promise<TBulkSend> {
  const response = await asUser(t.app, user, "POST", "/api/bulk-sends", sendBody(clientIds, change));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TBulkSend>();
}

const mailsTo = async (addresses: string[]) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.to_address, addresses), eq(mailOutbox.template, "bulk-send")));

/** The link a message carries (its token is only there). */
const tokenIn = (text: string) => /\/r\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;

describe("who may call the bulk-send routes", () => {
  it("answers the owner and nobody else: no session 401, another organisation and another agent (an Admin too) 404", async () => {
    const ids = await addClients(owner, [{}]);
    const send = await createSend(owner, ids);
    const routes: [string, string, unknown?][] = [
      ["GET", `/api/bulk-sends/${send.id}`],
      ["POST", `/api/bulk-sends/${send.id}/pause`],
      ["POST", `/api/bulk-sends/${send.id}/resume`],
      ["POST", `/api/bulk-sends/${send.id}/reminders`, { dry_run: true }],
    ];
    for (const [method, url, body] of routes) {
      expectProblem(await asUser(t.app, null, method as "GET", url, body), 401, "UNAUTHENTICATED");
      for (const other of [outsider, colleague, colleagueAdmin]) {
        expectProblem(await asUser(t.app, other, method as "GET", url, body), 404, "NOT_FOUND");
      }
    }
    expect((await asUser(t.app, owner, "GET", `/api/bulk-sends/${send.id}`)).statusCode).toBe(200);
    for (const url of ["/api/bulk-sends", "/api/bulk-sends/settings"]) {
      expectProblem(await asUser(t.app, null, "GET", url), 401, "UNAUTHENTICATED");
    }
    // Another agent's (and another agency's) list and settings are their own: the owner's send is not in them.
    for (const other of [outsider, colleague, colleagueAdmin]) {
      const list = await asUser(t.app, other, "GET", "/api/bulk-sends");
      expect(list.statusCode).toBe(200);
      expect(list.json<{ sends: TBulkSend[] }>().sends.map((s) => s.id)).not.toContain(send.id);
      const settings = await asUser(t.app, other, "GET", "/api/bulk-sends/settings");
      expect(settings.json<{ settings: { sender_name: string | null } }>().settings.sender_name).toBeNull();
    }
    expectProblem(await asUser(t.app, null, "PUT", "/api/bulk-sends/settings", settingsBody()), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, null, "POST", "/api/bulk-sends", sendBody(ids)), 401, "UNAUTHENTICATED");
  });

  it("sends only the sender's own book with their own link: another agent's clients are not chosen, their link is 404", async () => {
    const theirs = await addClients(colleague, [{}]);
    const dry = await asUser(t.app, owner, "POST", "/api/bulk-sends", sendBody(theirs, { dry_run: true }));
    expect(dry.json<TDryRunResponse>()).toMatchObject({ chosen: 0, will_send: 0 });
    const mine = await addClients(owner, [{}]);
    expectProblem(await asUser(t.app, colleague, "POST", "/api/bulk-sends", sendBody(mine)), 404, "NOT_FOUND");
    expectProblem(await asUser(t.app, outsider, "POST", "/api/bulk-sends", sendBody(mine)), 404, "NOT_FOUND");
  });

  it("saves settings, and refuses a link that is not the agent's own of that type", async () => {
    await putSettings(owner, { links: { aep_update: link.id } });
    const read = await asUser(t.app, owner, "GET", "/api/bulk-sends/settings");
    expect(read.json()).toMatchObject({
      settings: { sender_name: "Pat Agent", npn: "1234567", links: { aep_update: link.id } },
      sendable_links: [{ id: link.id, survey_type: "aep_update" }],
    });
    expectProblem(
      await asUser(t.app, colleague, "PUT", "/api/bulk-sends/settings", settingsBody({ links: { aep_update: link.id } })),
      400,
      "VALIDATION_FAILED",
    );
    expectProblem(
      await asUser(t.app, owner, "PUT", "/api/bulk-sends/settings", settingsBody({ links: { medicare: link.id } })),
      400,
      "VALIDATION_FAILED",
    );
  });
});

describe("the dry run", () => {
  it("counts who goes and why the others do not: no consent, opted out, invalid address, quiet hours", async () => {
    const optedOut = `opted-${clientSeq}@example.com`;
    await suppress(t.db, { orgId: owner.orgId, channel: "email", address: optedOut, reason: "opted_out", source: "agency" });
    const ids = await addClients(owner, [
      {},
      {},
      { consent: ["sms"] },
      { consent: [] },
      { email: optedOut },
      { email: "not-an-address" },
      { email: null },
    ]);
    const dry = await asUser(t.app, owner, "POST", "/api/bulk-sends", sendBody(ids, { dry_run: true }));
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json<TDryRunResponse>()).toEqual({
      chosen: 7,
      will_send: 2,
      deferred: 0,
      skipped: { no_consent: 2, opted_out: 1, invalid_address: 2, quiet_hours: 0, already_submitted: 0 },
    });
    // Nothing was stored or sent.
    expect(await t.db.select().from(bulkSendRecipients).where(inArray(bulkSendRecipients.client_id, ids))).toEqual([]);

    // Quiet hours: a window that excludes New York's present hour defers the New York client to its start.
    const hour = Number(
      new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" }).format(new Date()),
    );
    const start = (hour + 2) % 22;
    const window = { start: `${String(start).padStart(2, "0")}:00`, end: `${String(start + 1).padStart(2, "0")}:00` };
    await putSettings(owner, { send_window: window });
    try {
      const quiet = await asUser(t.app, owner, "POST", "/api/bulk-sends", sendBody(ids.slice(0, 2), { dry_run: true }));
      expect(quiet.json<TDryRunResponse>()).toMatchObject({ chosen: 2, will_send: 0, deferred: 2, skipped: { quiet_hours: 2 } });
      const send = await createSend(owner, ids.slice(0, 2));
      expect(send.counts).toMatchObject({ total: 2, deferred: 2, sent: 0 });
      await t.app.jobs.runQueued();
      expect(await mailsTo(["client1@example.com"])).toEqual([]);
      const rows = await t.db.select().from(bulkSendRecipients).where(eq(bulkSendRecipients.send_id, send.id));
      expect(rows.every((r) => r.status === "deferred" && r.not_before! > new Date())).toBe(true);
    } finally {
      await putSettings(owner, { send_window: allDay });
    }
  });
});

describe("sending", () => {
  it("sends each recipient one email with their own link and the one-click unsubscribe headers, by the agent's settings", async () => {
    const ids = await addClients(owner, [{}, {}, {}]);
    const clients = await t.db.select().from(bookClients).where(inArray(bookClients.id, ids));
    const send = await createSend(owner, ids);
    await t.app.jobs.runQueued();
    const mails = await mailsTo(clients.map((c) => c.email!));
    expect(mails).toHaveLength(3);
    const tokens = new Set(mails.map((m) => tokenIn(m.text_body)));
    expect(tokens.size).toBe(3);
    for (const mail of mails) {
      expect(mail.text_body).toContain("Pat Agent");
      expect(mail.text_body).toContain("NPN 1234567");
      expect(mail.text_body).toMatch(/unsubscribe: http/);
      expect(mail.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", "Reply-To": "pat@agency.example" });
      expect(mail.headers?.["List-Unsubscribe"]).toMatch(/^<http/);
    }
    const done = await asUser(t.app, owner, "GET", `/api/bulk-sends/${send.id}`);
    expect(done.json<TBulkSend>()).toMatchObject({ status: "completed", counts: { total: 3, sent: 3 } });
    const book = await t.db.select().from(bookClients).where(inArray(bookClients.id, ids));
    expect(book.every((c) => c.last_sent_at && c.last_send_id === send.id)).toBe(true);
    // The agency's audit log says who sent to how many: counts, never a client.
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "bulk_send.started"), eq(auditLog.target_id, send.id)));
    expect(audit).toMatchObject({ actor_user_id: owner.userId, details: { kind: "initial", channel: "email", recipients: 3 } });
    expect(JSON.stringify(audit!.details)).not.toContain("@");
  });

  it("sends SMS through the provider port with the opt-out words", async () => {
    const [id] = await addClients(owner, [{ phone: "+12125550147" }]);
    await createSend(owner, [id!], { channel: "sms" });
    await t.app.jobs.runQueued();
    const texts = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to_number, "+12125550147"));
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain("Reply STOP to opt out.");
    expect(tokenIn(texts[0]!.body)).not.toBeNull();
  });

  it("puts a number the provider says opted out at the carrier on the agency's list, and sends it nothing later", async () => {
    const [id] = await addClients(owner, [{ phone: "+17865550123" }]);
    const sms = t.app.deps.sms;
    t.app.deps.sms = {
      name: "twilio",
      send: async () => {
        throw new SmsSendError("The message From/To pair violates a blacklist rule.", true, "21610");
      },
    };
    try {
      const send = await createSend(owner, [id!], { channel: "sms" });
      await t.app.jobs.runQueued();
      const [row] = await t.db.select().from(bulkSendRecipients).where(eq(bulkSendRecipients.send_id, send.id));
      expect(row).toMatchObject({ status: "failed", failure: "suppressed_by_provider" });
    } finally {
      t.app.deps.sms = sms;
    }
    const later = await asUser(t.app, owner, "POST", "/api/bulk-sends", sendBody([id!], { channel: "sms", dry_run: true }));
    expect(later.json<TDryRunResponse>()).toMatchObject({ will_send: 0, skipped: { opted_out: 1 } });
  });

  it("never sends twice to a recipient claimed before a crash, and a repeated run sends nothing again", async () => {
    const ids = await addClients(owner, [{}, {}, {}]);
    const send = await createSend(owner, ids);
    // A run that crashed after claiming the first recipient and before its message went.
    const [first] = await t.db
      .update(bulkSendRecipients)
      .set({ status: "sending", claimed_at: new Date() })
      .where(and(eq(bulkSendRecipients.send_id, send.id), eq(bulkSendRecipients.client_id, ids[0]!)))
      .returning();
    await t.app.jobs.runQueued();
    await t.app.jobs.send("bulk-send", { sendId: send.id });
    await t.app.jobs.runQueued();
    const clients = await t.db.select().from(bookClients).where(inArray(bookClients.id, ids));
    const mails = await mailsTo(clients.map((c) => c.email!));
    expect(mails.map((m) => m.to_address).toSorted()).toEqual(
      clients
        .filter((c) => c.id !== first!.client_id)
        .map((c) => c.email!)
        .toSorted(),
    );
  });

  it("pauses before the next message and resumes where it stopped", async () => {
    const ids = await addClients(owner, [{}, {}, {}, {}]);
    const send = await createSend(owner, ids);
    const paused = await asUser(t.app, owner, "POST", `/api/bulk-sends/${send.id}/pause`);
    expect(paused.json<TBulkSend>().status).toBe("paused");
    await t.app.jobs.runQueued();
    const clients = await t.db.select().from(bookClients).where(inArray(bookClients.id, ids));
    const addresses = clients.map((c) => c.email!);
    expect(await mailsTo(addresses)).toEqual([]);
    // One message went before a pause (a run that stopped part-way).
    await t.db
      .update(bulkSendRecipients)
      .set({ status: "sent", sent_at: new Date() })
      .where(and(eq(bulkSendRecipients.send_id, send.id), eq(bulkSendRecipients.client_id, ids[0]!)));
    const resumed = await asUser(t.app, owner, "POST", `/api/bulk-sends/${send.id}/resume`);
    expect(resumed.json<TBulkSend>().status).toBe("sending");
    await t.app.jobs.runQueued();
    expect((await mailsTo(addresses)).map((m) => m.to_address).toSorted()).toEqual(addresses.slice(1).toSorted());
    expect((await asUser(t.app, owner, "GET", `/api/bulk-sends/${send.id}`)).json<TBulkSend>()).toMatchObject({
      status: "completed",
      counts: { sent: 4 },
    });
    expectProblem(await asUser(t.app, owner, "POST", `/api/bulk-sends/${send.id}/pause`), 409, "CONFLICT");
  });

  it("honours an opt-out made after the send was made, and in every later send", async () => {
    const ids = await addClients(owner, [{}, {}]);
    const clients = await t.db.select().from(bookClients).where(inArray(bookClients.id, ids));
    const send = await createSend(owner, ids);
    // The first client unsubscribes before the job reaches them.
    await suppress(t.db, {
      orgId: owner.orgId,
      channel: "email",
      address: clients[0]!.email!,
      reason: "opted_out",
      source: "email_one_click",
    });
    await t.app.jobs.runQueued();
    expect((await mailsTo([clients[0]!.email!])).length).toBe(0);
    expect((await mailsTo([clients[1]!.email!])).length).toBe(1);
    const [row] = await t.db
      .select()
      .from(bulkSendRecipients)
      .where(and(eq(bulkSendRecipients.send_id, send.id), eq(bulkSendRecipients.client_id, clients[0]!.id)));
    expect(row).toMatchObject({ status: "failed", failure: "opted_out" });
    const later = await asUser(t.app, owner, "POST", "/api/bulk-sends", sendBody(ids, { dry_run: true }));
    expect(later.json<TDryRunResponse>()).toMatchObject({ will_send: 1, skipped: { opted_out: 1 } });
    // A reminder goes to the one who was sent it — until they opt out too.
    const remind = await asUser(t.app, owner, "POST", `/api/bulk-sends/${send.id}/reminders`, { dry_run: true });
    expect(remind.json<TDryRunResponse>()).toMatchObject({ chosen: 1, will_send: 1 });
    await suppress(t.db, {
      orgId: owner.orgId,
      channel: "email",
      address: clients[1]!.email!,
      reason: "opted_out",
      source: "unsubscribe_page",
    });
    const none = await asUser(t.app, owner, "POST", `/api/bulk-sends/${send.id}/reminders`, { dry_run: true });
    expect(none.json<TDryRunResponse>()).toMatchObject({ chosen: 1, will_send: 0, skipped: { opted_out: 1 } });
    expectProblem(await asUser(t.app, owner, "POST", `/api/bulk-sends/${send.id}/reminders`, { dry_run: false }), 409, "CONFLICT");
    // A STOP to a text: the number is left out of later SMS sends.
    const [texted] = await addClients(owner, [{ phone: "+13055550182" }]);
    await suppress(t.db, {
      orgId: owner.orgId,
      channel: "sms",
      address: "+13055550182",
      reason: "opted_out",
      source: "sms_keyword",
      detail: "STOP",
    });
    const sms = await asUser(t.app, owner, "POST", "/api/bulk-sends", sendBody([texted!], { channel: "sms", dry_run: true }));
    expect(sms.json<TDryRunResponse>()).toMatchObject({ will_send: 0, skipped: { opted_out: 1 } });
  });
});

describe("the recipient's own link", () => {
  it("starts their survey, resumes it, marks the book row opened then submitted, and opens nothing after the submission", async () => {
    const ids = await addClients(owner, [{}, {}]);
    const clients = await t.db.select().from(bookClients).where(inArray(bookClients.id, ids));
    const send = await createSend(owner, ids);
    await t.app.jobs.runQueued();
    const [mail] = await mailsTo([clients[0]!.email!]);
    const token = tokenIn(mail!.text_body)!;

    expectProblem(
      await t.app.inject({ method: "POST", url: "/api/bulk-sends/open", payload: { token: "x".repeat(43) } }),
      404,
      "NOT_FOUND",
    );
    const opened = await t.app.inject({ method: "POST", url: "/api/bulk-sends/open", payload: { token } });
    expect(opened.statusCode, opened.body).toBe(200);
    const first = opened.json<{ response_id: string; survey_token: string; resumed: boolean; link_url: string }>();
    expect(first).toMatchObject({ resumed: false, link_url: link.url });
    expect(opened.headers["set-cookie"]).toBeTruthy();
    const [book] = await t.db.select().from(bookClients).where(eq(bookClients.id, clients[0]!.id));
    expect(book).toMatchObject({ survey_response_id: first.response_id });
    expect(book!.opened_at).not.toBeNull();

    const again = (await t.app.inject({ method: "POST", url: "/api/bulk-sends/open", payload: { token } })).json<typeof first>();
    expect(again).toMatchObject({ response_id: first.response_id, resumed: true });
    // The earlier survey token no longer opens it.
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/responses/${first.response_id}`,
          headers: { authorization: `Bearer ${first.survey_token}` },
        })
      ).statusCode,
    ).toBe(401);

    const read = await t.app.inject({
      method: "GET",
      url: `/api/responses/${again.response_id}`,
      headers: { authorization: `Bearer ${again.survey_token}` },
    });
    const contentId = read.json<{ survey_content: { id: string } }>().survey_content.id;
    await answerAndSubmit(t.app, { id: again.response_id, token: again.survey_token, contentId, link });
    const [submitted] = await t.db.select().from(bookClients).where(eq(bookClients.id, clients[0]!.id));
    expect(submitted!.submitted_at).not.toBeNull();
    expect((await asUser(t.app, owner, "GET", `/api/bulk-sends/${send.id}`)).json<TBulkSend>().counts).toMatchObject({
      opened: 1,
      submitted: 1,
    });
    expectProblem(await t.app.inject({ method: "POST", url: "/api/bulk-sends/open", payload: { token } }), 410, "RECIPIENT_LINK_USED");

    // A reminder goes to the one who has not submitted, and its link opens the same survey as the first.
    const dry = await asUser(t.app, owner, "POST", `/api/bulk-sends/${send.id}/reminders`, { dry_run: true });
    expect(dry.json<TDryRunResponse>()).toMatchObject({ chosen: 1, will_send: 1 });
    const secondToken = tokenIn((await mailsTo([clients[1]!.email!]))[0]!.text_body)!;
    const secondFirst = (await t.app.inject({ method: "POST", url: "/api/bulk-sends/open", payload: { token: secondToken } })).json<
      typeof first
    >();
    const reminder = await asUser(t.app, owner, "POST", `/api/bulk-sends/${send.id}/reminders`, { dry_run: false });
    expect(reminder.statusCode, reminder.body).toBe(201);
    await t.app.jobs.runQueued();
    const reminders = await mailsTo([clients[1]!.email!]);
    expect(reminders).toHaveLength(2);
    const reminderToken = reminders.map((m) => tokenIn(m.text_body)!).find((tk) => tk !== secondToken)!;
    const viaReminder = (await t.app.inject({ method: "POST", url: "/api/bulk-sends/open", payload: { token: reminderToken } })).json<
      typeof first
    >();
    expect(viaReminder).toMatchObject({ response_id: secondFirst.response_id, resumed: true });
  });
});

describe("a client removed from the book after a send", () => {
  it("goes without touching the send: its counts still read, the answers stay, the link still opens, no reminder or later message goes", async () => {
    const ids = await addClients(owner, [{}, {}, {}]);
    const clients = await t.db.select().from(bookClients).where(inArray(bookClients.id, ids));
    const byId = new Map(clients.map((c) => [c.id, c]));
    const [answered, unopened, waiting] = ids.map((id) => byId.get(id)!);
    const send = await createSend(owner, [answered!.id, unopened!.id]);
    await t.app.jobs.runQueued();
    const token = tokenIn((await mailsTo([answered!.email!]))[0]!.text_body)!;
    const opened = (await t.app.inject({ method: "POST", url: "/api/bulk-sends/open", payload: { token } })).json<{
      response_id: string;
      survey_token: string;
    }>();
    const read = await t.app.inject({
      method: "GET",
      url: `/api/responses/${opened.response_id}`,
      headers: { authorization: `Bearer ${opened.survey_token}` },
    });
    const contentId = read.json<{ survey_content: { id: string } }>().survey_content.id;
    await answerAndSubmit(t.app, { id: opened.response_id, token: opened.survey_token, contentId, link });

    for (const client of [answered!, unopened!]) {
      const removed = await asUser(t.app, owner, "DELETE", `/api/book/clients/${client.id}`);
      expect(removed.statusCode, removed.body).toBe(204);
    }
    expect(
      await t.db
        .select()
        .from(bookClients)
        .where(inArray(bookClients.id, [answered!.id, unopened!.id])),
    ).toEqual([]);
    const after = await asUser(t.app, owner, "GET", `/api/bulk-sends/${send.id}`);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json<TBulkSend>().counts).toMatchObject({ total: 2, sent: 2, opened: 1, submitted: 1 });
    // The send keeps only what its counts need: no name, address or ZIP of a removed client.
    const kept = await t.db.select().from(bulkSendRecipients).where(eq(bulkSendRecipients.send_id, send.id));
    expect(kept.map((r) => ({ client_id: r.client_id, first_name: r.first_name, address: r.address, zip: r.zip }))).toEqual([
      { client_id: null, first_name: "", address: "", zip: null },
      { client_id: null, first_name: "", address: "", zip: null },
    ]);
    const [response] = await t.db.select().from(surveyResponses).where(eq(surveyResponses.id, opened.response_id));
    expect(response?.status).toBe("submitted");
    // The one who had not opened still has a working link; nobody is reminded.
    const laterToken = tokenIn((await mailsTo([unopened!.email!]))[0]!.text_body)!;
    const later = await t.app.inject({ method: "POST", url: "/api/bulk-sends/open", payload: { token: laterToken } });
    expect(later.statusCode, later.body).toBe(200);
    const dry = await asUser(t.app, owner, "POST", `/api/bulk-sends/${send.id}/reminders`, { dry_run: true });
    expect(dry.json<TDryRunResponse>()).toMatchObject({ chosen: 0 });

    // Removed while their message still waited: it never goes.
    const queued = await createSend(owner, [waiting!.id]);
    expect((await asUser(t.app, owner, "DELETE", `/api/book/clients/${waiting!.id}`)).statusCode).toBe(204);
    await t.app.jobs.runQueued();
    expect(await mailsTo([waiting!.email!])).toEqual([]);
    const [recipient] = await t.db.select().from(bulkSendRecipients).where(eq(bulkSendRecipients.send_id, queued.id));
    expect(recipient).toMatchObject({ client_id: null, status: "failed", failure: "client_removed" });
  });
});
