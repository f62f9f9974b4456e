import { randomUUID } from "node:crypto";
import { currentConsentVersion } from "@planready/contracts/surveys/consent-texts";
import type { FastifyInstance } from "fastify";
import { asSurvey, type TestSurvey } from "../survey/survey-helpers.ts";

/** What the client of these tests says about themself: none of it may appear in an email. */
export const CLIENT = {
  first_name: "Rosalind",
  last_name: "Quimby",
  email: "rosalind.quimby@example.org",
  phone: "8135550142",
  anything_else: "I was diagnosed with diabetes last spring",
  drug: "Insulin glargine",
  signature: "M10 10l20 15 30 -5 25 20M200 50l40 40",
} as const;

const today = (now = new Date()) =>
  `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String(now.getUTCDate()).padStart(2, "0")}/${now.getUTCFullYear()}`;

async function expectOk(response: Awaited<ReturnType<typeof asSurvey>>, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

/** A medicare client answers (names, contact, a prescription, a health remark), signs the SOA and submits. */
export async function answerAndSubmit(app: FastifyInstance, s: TestSurvey): Promise<void> {
  await answerSurvey(app, s);
  await signScopeOfAppointment(app, s);
  await submitSurvey(app, s);
}

/** The client's answers: names, contact, a health remark and a prescription. */
export async function answerSurvey(app: FastifyInstance, s: TestSurvey): Promise<void> {
  const { drug, signature: _signature, ...fields } = CLIENT;
  await expectOk(
    await asSurvey(app, s.token, "PUT", `/api/surveyContents/medicare/${s.contentId}`, { ...fields, client_rev: 1 }),
    "saving answers",
  );
  await expectOk(
    await asSurvey(app, s.token, "POST", `/api/surveyContents/medicare/${s.contentId}/prescriptionResponses`, {
      id: randomUUID(),
      client_rev: 2,
      drug_name: drug,
      strength: "100 units/mL",
    }),
    "adding a prescription",
  );
}

/** The client signs the Scope of Appointment (drawn and typed), agreeing to discuss Part D and Medigap. */
export async function signScopeOfAppointment(app: FastifyInstance, s: TestSurvey): Promise<void> {
  await expectOk(
    await asSurvey(app, s.token, "POST", "/api/consents", {
      id: randomUUID(),
      kind: "soa",
      text_version: currentConsentVersion.soa,
      locale: "en",
      signer_role: "beneficiary",
      signer_name: `${CLIENT.first_name} ${CLIENT.last_name}`,
      products: ["part_d", "medicare_supplement"],
      signature: CLIENT.signature,
      typed_name: `${CLIENT.first_name} ${CLIENT.last_name}`,
      date: today(),
    }),
    "signing the Scope of Appointment",
  );
}

/** "Submit" on the survey's last question before the consent screen. */
export async function submitSurvey(app: FastifyInstance, s: TestSurvey): Promise<void> {
  await expectOk(
    await asSurvey(app, s.token, "PUT", `/api/responses/${s.id}`, { current_question: "confirmation", submit: true, client_rev: 3 }),
    "submitting",
  );
}
