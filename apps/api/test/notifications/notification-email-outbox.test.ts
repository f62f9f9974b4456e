import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { runBillingCommand } from "../../src/cli/billing-command.ts";
import { mailOutbox } from "../../src/db/schema.ts";
import type { TestApp } from "../helpers/app.ts";
import { payForLink } from "../helpers/billing.ts";
import { answerAndSubmit, CLIENT } from "../helpers/client-answers.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, createSurveyTestApp, startSurvey } from "../survey/survey-helpers.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createSurveyTestApp();
  admin = await signUp(t.app);
});

it("keeps notification emails in the outbox when SMTP_URL is not set, sent by the job and not before", async () => {
  const link = await createLink(t.app, admin);
  const survey = await startSurvey(t.app, link);
  await answerAndSubmit(t.app, survey);
  const mails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.template, "notification.survey_submitted"));
  expect(await mails()).toEqual([]);

  await t.app.jobs.runQueued();
  const [mail, ...others] = await mails();
  expect(others).toEqual([]);
  expect(mail).toMatchObject({ to_address: admin.email, subject: "PlanReady: New survey submission" });
  expect(mail?.text_body).toContain(`http://localhost:3000/submissions/${survey.id}`);
  expect(`${mail?.text_body} ${mail?.html_body}`).not.toContain(CLIENT.last_name);
});

it("emails the agency's Admins a failed payment, with the link to resolve it", async () => {
  const owner = await signUp(t.app);
  const link = await createLink(t.app, owner, { stripe_plan_duration: "monthly" }, { pending: true });
  await payForLink(t.app, owner, link);
  // The billing command builds its own app on this database (without workers); the test app's queue runs the job.
  await runBillingCommand(t.db, t.config, { action: "simulate-renewal", org: owner.orgId, outcome: "failed" }, () => {});
  await t.app.jobs.runQueued();
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, "notification.payment_failed"));
  expect(mails.map((m) => m.to_address)).toEqual([owner.email]);
  expect(mails[0]?.subject).toBe("PlanReady: Payment failed");
  expect(mails[0]?.text_body).toContain("Resolve: http://localhost:3000/stripe/resolution");

  // The command's app is gone; this app still enqueues on the same database.
  const announced = await asUser(t.app, owner, "POST", "/api/notifications", { type: "announcement", title: "Hello", text: "Team news." });
  expect(announced.statusCode).toBe(201);
  expect(await t.app.jobs.runQueued()).toBe(1);
});
