import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, notifications } from "../../src/db/schema.ts";
import { notifyReferralReceived } from "../../src/modules/notifications/notifications.service.ts";
import type { TestApp } from "../helpers/app.ts";
import { answerAndSubmit, CLIENT } from "../helpers/client-answers.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, createSurveyTestApp, joinOrg, startSurvey } from "../survey/survey-helpers.ts";

/** A local SMTP server (the npm smtp-server package) that keeps every message it receives. */
type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

let t: TestApp;
let admin: TestUser;
let agent: TestUser;

beforeAll(async () => {
  smtp.listen(0, "127.0.0.1");
  await once(smtp.server, "listening");
  const { port } = smtp.server.address() as AddressInfo;
  t = await createSurveyTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "PlanReady <no-reply@planready.test>" });
  [admin, agent] = [await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, agent, admin.orgId, "Agent");
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Quoted-printable soft line breaks and escapes undone, so the text can be searched. */
const decoded = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const mailsTo = (address: string) => received.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));

describe("notification emails through SMTP", () => {
  it("emails a submission to the stakeholders who want it, naming the client by first name and last initial, without their full name or any answer", async () => {
    // The agent switched submission emails off; the admin keeps the default (on).
    await asUser(t.app, agent, "PUT", `/api/notifications/permissions/${agent.userId}`, {
      permissions: [{ type: "survey_submitted", email: false }],
    });
    const link = await createLink(t.app, admin, { survey_type: "medicare", stakeholder_ids: [agent.userId] });
    const survey = await startSurvey(t.app, link);
    await answerAndSubmit(t.app, survey);

    expect(await t.app.jobs.runQueued()).toBeGreaterThanOrEqual(2);
    const toAdmin = mailsTo(admin.email);
    expect(toAdmin).toHaveLength(1);
    expect(mailsTo(agent.email)).toHaveLength(0);

    const mail = decoded(toAdmin[0]!.raw);
    expect(toAdmin[0]!.from).toBe("no-reply@planready.test");
    expect(mail).toContain("Subject: PlanReady: New survey submission");
    // Header names are case-insensitive (nodemailer writes X-Planready-Template).
    expect(mail).toMatch(/^X-PlanReady-Template: notification\.survey_submitted\r?$/im);
    // Nothing of the client, not even their name: "a client".
    expect(mail).toContain(`A client submitted your Medicare survey (link /${link.url}).`);
    expect(mail).toContain(`View submission: http://localhost:3000/submissions/${survey.id}`);
    expect(mail).toContain("http://localhost:3000/settings/notification-permissions");
    for (const secret of [
      CLIENT.first_name,
      CLIENT.last_name,
      CLIENT.email,
      CLIENT.phone,
      "diabetes",
      "Insulin",
      "glargine",
      "Medicare Supplement",
    ]) {
      expect(mail.toLowerCase(), `the email must not contain "${secret}"`).not.toContain(secret.toLowerCase());
    }

    // Sent once: the notification is marked, and running the queue again sends nothing more.
    const [row] = await t.db.select().from(notifications).where(eq(notifications.user_id, admin.userId));
    expect(row?.emailed_at).toBeTruthy();
    await t.app.jobs.runQueued();
    expect(mailsTo(admin.email)).toHaveLength(1);
    // SMTP is set: nothing went to the outbox.
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, "notification.survey_submitted"))).toEqual([]);
  });

  it("sends announcements only to users who switched them on", async () => {
    await asUser(t.app, agent, "PUT", `/api/notifications/permissions/${agent.userId}`, {
      permissions: [{ type: "announcement", email: true }],
    });
    const response = await asUser(t.app, admin, "POST", "/api/notifications", {
      type: "announcement",
      title: "New resources",
      text: "We added Medicare guides to the resources page.",
      action_text: "Open resources",
      action_url: "/resources",
    });
    expect(response.statusCode, response.body).toBe(201);
    const before = received.length;
    await t.app.jobs.runQueued();
    const sent = received.slice(before);
    expect(sent.map((m) => m.to).flat()).toEqual([agent.email.toLowerCase()]);
    expect(decoded(sent[0]!.raw)).toContain("Open resources: http://localhost:3000/resources");
  });

  it("emails a referral with the link to the splash pages", async () => {
    const before = received.length;
    await notifyReferralReceived(t.app.deps, { orgId: admin.orgId, userId: admin.userId });
    await t.app.jobs.runQueued();
    const sent = received.slice(before);
    expect(sent).toHaveLength(1);
    expect(decoded(sent[0]!.raw)).toContain("View referral counts: http://localhost:3000/splash-pages");
  });
});
