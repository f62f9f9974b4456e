import { beforeAll, expect, it } from "vitest";
import type { TestApp } from "../helpers/app.ts";
import { answerAndSubmit } from "../helpers/client-answers.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asUser, createLink, createSurveyTestApp, joinOrg, startSurvey } from "../survey/survey-helpers.ts";

/** The bell (unread notifications) and the side menu's badge (unread submissions) say the same after a submission is read. */

let t: TestApp;
let admin: TestUser;
let agent: TestUser;

beforeAll(async () => {
  t = await createSurveyTestApp();
  [admin, agent] = [await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, agent, admin.orgId, "Agent");
});

const bell = async (user: TestUser) =>
  (await asUser(t.app, user, "GET", `/api/notifications/byUser/count/${user.userId}`)).json<{ count: number }>().count;
const badge = async (user: TestUser) =>
  (await asUser(t.app, user, "GET", `/api/notifications/unread-submissions-count-by-user/${user.userId}`)).json<{
    unreadSubmissionCount: number;
  }>().unreadSubmissionCount;
const markRead = (user: TestUser, ids: string[], read: boolean) =>
  asUser(t.app, user, "PUT", `/api/orgs/${admin.orgId}/submissions/read`, { ids, read });

it("reading a submission reads the notification that announced it, for that user only; unread again leaves the bell alone", async () => {
  const link = await createLink(t.app, admin, { survey_type: "medicare", stakeholder_ids: [agent.userId] });
  const [first, second] = [await startSurvey(t.app, link), await startSurvey(t.app, link)];
  await answerAndSubmit(t.app, first);
  await answerAndSubmit(t.app, second);
  expect([await bell(admin), await badge(admin)]).toEqual([2, 2]);

  // Opening a submission marks it read (the detail page does so through this route).
  expect((await markRead(admin, [first.id], true)).statusCode).toBe(200);
  expect([await bell(admin), await badge(admin)]).toEqual([1, 1]);
  // The other stakeholder's notification and badge are theirs.
  expect([await bell(agent), await badge(agent)]).toEqual([2, 2]);

  expect((await markRead(admin, [first.id], false)).statusCode).toBe(200);
  expect([await bell(admin), await badge(admin)]).toEqual([1, 2]);
});
