import { randomUUID } from "node:crypto";
import type { TLink } from "@planready/contracts/links";
import type { TSubmissionListResponse } from "@planready/contracts/submissions";
import type { FastifyInstance } from "fastify";
import { asSurvey, asUser, startSurvey, type TestSurvey } from "../survey/survey-helpers.ts";
import type { TestUser } from "../helpers/users.ts";

export type ClientAnswers = {
  content?: Record<string, unknown>;
  prescriptions?: Record<string, unknown>[];
  pharmacies?: Record<string, unknown>[];
  screen?: string;
  submit?: boolean;
  /** The page's language when the survey started (English unless said). */
  locale?: "en" | "es";
};

let rev = 1;
const nextRev = () => rev++;

function expectOk(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

/** A client fills a survey through the survey API: answers, prescriptions, pharmacies, the screen reached, submit. */
export async function clientFills(app: FastifyInstance, link: TLink, answers: ClientAnswers = {}): Promise<TestSurvey> {
  const s = await startSurvey(app, link, answers.locale ? { locale: answers.locale } : {});
  const type = link.survey_type;
  if (answers.content) {
    expectOk(
      await asSurvey(app, s.token, "PUT", `/api/surveyContents/${type}/${s.contentId}`, { ...answers.content, client_rev: nextRev() }),
      "PUT content",
    );
  }
  for (const item of answers.prescriptions ?? []) {
    const body = { id: randomUUID(), client_rev: nextRev(), ...item };
    expectOk(
      await asSurvey(app, s.token, "POST", `/api/surveyContents/${type}/${s.contentId}/prescriptionResponses`, body),
      "POST prescription",
    );
  }
  for (const item of answers.pharmacies ?? []) {
    const body = { id: randomUUID(), client_rev: nextRev(), ...item };
    expectOk(await asSurvey(app, s.token, "POST", `/api/surveyContents/${type}/${s.contentId}/pharmacyResponses`, body), "POST pharmacy");
  }
  if (answers.screen) {
    expectOk(
      await asSurvey(app, s.token, "PUT", `/api/responses/${s.id}`, { current_question: answers.screen, client_rev: nextRev() }),
      "PUT screen",
    );
  }
  if (answers.submit) {
    expectOk(await asSurvey(app, s.token, "PUT", `/api/responses/${s.id}`, { submit: true, client_rev: nextRev() }), "submit");
  }
  return s;
}

/** The list as `user` sees it with a query (strings, as a page sends them). */
export async function listAs(app: FastifyInstance, user: TestUser, orgId: string, query: Record<string, string> = {}) {
  const response = await asUser(app, user, "GET", `/api/orgs/${orgId}/submissions?${new URLSearchParams(query).toString()}`);
  if (response.statusCode !== 200) throw new Error(`GET submissions answered ${response.statusCode}: ${response.body}`);
  return response.json() as TSubmissionListResponse;
}

export const idsOf = (list: TSubmissionListResponse) => list.items.map((item) => item.id);

/** Every page of the list, following next_cursor. */
export async function allPages(app: FastifyInstance, user: TestUser, orgId: string, query: Record<string, string>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const page: TSubmissionListResponse = await listAs(app, user, orgId, { ...query, ...(cursor ? { cursor } : {}) });
    ids.push(...idsOf(page));
    cursor = page.next_cursor;
    if (!cursor) return ids;
  }
  throw new Error("the list never ended");
}
