import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { runBillingCommand } from "../../src/cli/billing-command.ts";
import { mailOutbox } from "../../src/db/schema.ts";
import type { TestApp } from "../helpers/app.ts";
import { payForLink } from "../helpers/billing.ts";
import { answerAndSubmit, CLIENT } from "../helpers/client-answers.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, createSurveyTestApp, joinOrg, startSurvey } from "../survey/survey-helpers.ts";

/** Notification emails go out in each recipient's chosen language (decision 011), still without client data. */
let t: TestApp;
let spanish: TestUser;
let english: TestUser;

beforeAll(async () => {
  t = await createSurveyTestApp();
  [spanish, english] = [await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, english, spanish.orgId, "Agent");
  const chose = await asUser(t.app, spanish, "PUT", "/api/users/me/locale", { locale: "es" });
  expect(chose.statusCode, chose.body).toBe(200);
});

const mailsOf = (template: string, to: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.template, template))
    .then((mails) => mails.filter((m) => m.to_address === to));

/** The email says nothing of the client, not even their name (the app names them by first name and last initial). */
const clientData = [CLIENT.first_name, CLIENT.last_name, CLIENT.email, CLIENT.phone, "diabetes", "Insulin"];

it("emails a submission in Spanish to the Spanish reader and in English to the English one, naming no client", async () => {
  const link = await createLink(t.app, spanish, { survey_type: "medicare", stakeholder_ids: [english.userId] });
  const survey = await startSurvey(t.app, link);
  await answerAndSubmit(t.app, survey);
  await t.app.jobs.runQueued();

  const [es] = await mailsOf("notification.survey_submitted", spanish.email);
  expect(es?.subject).toBe("PlanReady: Nueva encuesta enviada");
  expect(es?.text_body).toContain(`Un cliente envió su encuesta de Medicare (enlace /${link.url}).`);
  expect(es?.text_body).toContain(`Ver envío: http://localhost:3000/submissions/${survey.id}`);
  expect(es?.text_body).toContain("Por la privacidad de sus clientes");

  const [en] = await mailsOf("notification.survey_submitted", english.email);
  expect(en?.subject).toBe("PlanReady: New survey submission");
  expect(en?.text_body).toContain(`A client submitted your Medicare survey (link /${link.url}).`);
  expect(en?.text_body).toContain(`View submission: http://localhost:3000/submissions/${survey.id}`);

  for (const mail of [es, en]) {
    const all = `${mail?.subject} ${mail?.text_body} ${mail?.html_body}`.toLowerCase();
    for (const secret of clientData) expect(all, `no "${secret}" in the email`).not.toContain(secret.toLowerCase());
  }
});

it("emails a failed payment in the Admin's language, and reads the language when sending (a change since counts)", async () => {
  const link = await createLink(t.app, spanish, { stripe_plan_duration: "monthly" }, { pending: true });
  await payForLink(t.app, spanish, link);
  await runBillingCommand(t.db, t.config, { action: "simulate-renewal", org: spanish.orgId, outcome: "failed" }, () => {});
  await t.app.jobs.runQueued();
  const [es] = await mailsOf("notification.payment_failed", spanish.email);
  expect(es?.subject).toBe("PlanReady: Pago rechazado");
  expect(es?.text_body).toContain("No pudimos cobrar su tarjeta (intento fallido 1 de 3).");
  expect(es?.text_body).toContain("Resolver: http://localhost:3000/stripe/resolution");

  // The same Admin back in English: the next failure's email is in English.
  await asUser(t.app, spanish, "PUT", "/api/users/me/locale", { locale: "en" });
  await runBillingCommand(t.db, t.config, { action: "simulate-renewal", org: spanish.orgId, outcome: "failed" }, () => {});
  await t.app.jobs.runQueued();
  const mails = await mailsOf("notification.payment_failed", spanish.email);
  expect(mails.map((m) => m.subject)).toContain("PlanReady: Payment failed");
  // The English Agent is not an Admin: no payment email.
  expect(await mailsOf("notification.payment_failed", english.email)).toEqual([]);
});
