import { ZReviewList } from "@planready/contracts/reviews";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, notifications, reviewReplies, reviews, surveyResponses } from "../../src/db/schema.ts";
import { publishedTestimonials } from "../../src/modules/reviews/reviews.service.ts";
import type { TestApp } from "../helpers/app.ts";
import { answerAndSubmit, answerSurvey, CLIENT } from "../helpers/client-answers.ts";
import { expectProblem } from "../helpers/problem.ts";
import { signUp, type TestUser } from "../helpers/users.ts";
import { asSurvey, asUser, createLink, createSurveyTestApp, joinOrg, startSurvey, type TestSurvey } from "../survey/survey-helpers.ts";
import type { TLink } from "@planready/contracts/links";

let t: TestApp;
let owner: TestUser;
let colleague: TestUser;
let colleagueAdmin: TestUser;
let outsider: TestUser;
let link: TLink;

beforeAll(async () => {
  t = await createSurveyTestApp();
  [owner, colleague, colleagueAdmin, outsider] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await joinOrg(t, colleague, owner.orgId, "Agent");
  await joinOrg(t, colleagueAdmin, owner.orgId, "Admin");
  colleague = { ...colleague, orgId: owner.orgId };
  colleagueAdmin = { ...colleagueAdmin, orgId: owner.orgId };
  link = await createLink(t.app, owner);
});

const reviewUrl = (s: TestSurvey) => `/api/responses/${s.id}/review`;

/** A client who answered (names, email) and submitted. */
async function submitted(): Promise<TestSurvey> {
  const s = await startSurvey(t.app, link);
  await answerAndSubmit(t.app, s);
  return s;
}

async function leaveReview(body: Record<string, unknown>): Promise<string> {
  const s = await submitted();
  const response = await asSurvey(t.app, s.token, "POST", reviewUrl(s), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

describe("a review through the survey token", () => {
  it("is posted once after the submission, tells the link's owner only, and keeps only the first name and initial", async () => {
    const s = await submitted();
    const invitation = await asSurvey(t.app, s.token, "GET", reviewUrl(s));
    expect(invitation.json()).toMatchObject({ reviewed: false, google_review_url: null });

    const posted = await asSurvey(t.app, s.token, "POST", reviewUrl(s), {
      score: 9,
      testimonial: "  Patient and kind. ",
      publish_consent: true,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json<{ id: string }>().id;
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({
      score: 9,
      testimonial: "Patient and kind.",
      publish_consent: true,
      shown: false,
      client_name: `${CLIENT.first_name} ${CLIENT.last_name[0]}.`,
      agent_id: owner.userId,
    });

    expectProblem(await asSurvey(t.app, s.token, "POST", reviewUrl(s), { score: 3 }), 409, "REVIEW_ALREADY_LEFT");
    expect((await asSurvey(t.app, s.token, "GET", reviewUrl(s))).json()).toMatchObject({ reviewed: true });

    const told = await t.db.select().from(notifications).where(eq(notifications.type, "review_received"));
    expect(told.filter((n) => n.action_url === `/splash-pages/reviews?review=${id}`).map((n) => n.user_id)).toEqual([owner.userId]);
  });

  it("is refused before the submission, for another response's id, and without a token", async () => {
    const inProgress = await startSurvey(t.app, link);
    await answerSurvey(t.app, inProgress);
    expectProblem(await asSurvey(t.app, inProgress.token, "POST", reviewUrl(inProgress), { score: 9 }), 409, "REVIEW_NOT_YET");

    const other = await submitted();
    const otherLink = await createLink(t.app, outsider);
    const elsewhere = await startSurvey(t.app, otherLink);
    await answerAndSubmit(t.app, elsewhere);
    // A token opens its own response only: another link's token cannot review this one.
    expectProblem(await asSurvey(t.app, elsewhere.token, "POST", reviewUrl(other), { score: 1 }), 404, "NOT_FOUND");
    expectProblem(await asSurvey(t.app, null, "POST", reviewUrl(other), { score: 1 }), 401, "UNAUTHENTICATED");
    expect(await t.db.select().from(reviews).where(eq(reviews.response_id, other.id))).toEqual([]);
  });

  it("is refused once the token no longer reads, a day after the submission", async () => {
    const s = await submitted();
    await t.db
      .update(surveyResponses)
      .set({ submitted_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(surveyResponses.id, s.id));
    expectProblem(await asSurvey(t.app, s.token, "POST", reviewUrl(s), { score: 9 }), 401, "SURVEY_SESSION_EXPIRED");
    expect(await t.db.select().from(reviews).where(eq(reviews.response_id, s.id))).toEqual([]);
  });

  it("needs a score from 0 to 10 or some words", async () => {
    const s = await submitted();
    expectProblem(await asSurvey(t.app, s.token, "POST", reviewUrl(s), {}), 400, "VALIDATION_FAILED");
    expectProblem(await asSurvey(t.app, s.token, "POST", reviewUrl(s), { score: 11 }), 400, "VALIDATION_FAILED");
    expectProblem(await asSurvey(t.app, s.token, "POST", reviewUrl(s), { testimonial: "   " }), 400, "VALIDATION_FAILED");
  });

  it("offers the agent's Google review link to every client, whatever their score", async () => {
    expect(
      (await asUser(t.app, owner, "PUT", "/api/reviews/settings", { google_review_url: "https://g.page/r/abc123/review" })).statusCode,
    ).toBe(200);
    expectProblem(
      await asUser(t.app, owner, "PUT", "/api/reviews/settings", { google_review_url: "https://evil.example.com/review" }),
      400,
      "VALIDATION_FAILED",
    );
    for (const score of [0, 10]) {
      const s = await submitted();
      await asSurvey(t.app, s.token, "POST", reviewUrl(s), { score });
      expect((await asSurvey(t.app, s.token, "GET", reviewUrl(s))).json()).toMatchObject({
        google_review_url: "https://g.page/r/abc123/review",
      });
    }
  });
});

describe("the agent's reviews", () => {
  it("lets the owner read, show, hide and reply; another agent, another agency's admin and no session get nothing", async () => {
    const id = await leaveReview({ score: 10, testimonial: "Explained everything twice, kindly.", publish_consent: true });
    const list = ZReviewList.parse((await asUser(t.app, owner, "GET", "/api/reviews")).json());
    expect(list.reviews.find((r) => r.id === id)).toMatchObject({ score: 10, publish_consent: true, shown: false, can_reply: true });
    expect(list.distribution[10]).toBeGreaterThanOrEqual(1);
    expect(list.trend.at(-1)).toMatchObject({ month: new Date().toISOString().slice(0, 7) });

    for (const someone of [colleague, colleagueAdmin, outsider]) {
      expect(ZReviewList.parse((await asUser(t.app, someone, "GET", "/api/reviews")).json()).reviews.map((r) => r.id)).not.toContain(id);
      expectProblem(await asUser(t.app, someone, "PUT", `/api/reviews/${id}/visibility`, { shown: true }), 404, "NOT_FOUND");
      expectProblem(await asUser(t.app, someone, "POST", `/api/reviews/${id}/replies`, { body: "Hello" }), 404, "NOT_FOUND");
    }
    expectProblem(await asUser(t.app, null, "GET", "/api/reviews"), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, null, "PUT", `/api/reviews/${id}/visibility`, { shown: true }), 401, "UNAUTHENTICATED");
    expectProblem(await asUser(t.app, null, "POST", `/api/reviews/${id}/replies`, { body: "Hello" }), 401, "UNAUTHENTICATED");
    expect(await publishedTestimonials(t.db, owner.userId)).not.toContainEqual(expect.objectContaining({ id }));

    expect((await asUser(t.app, owner, "PUT", `/api/reviews/${id}/visibility`, { shown: true })).statusCode).toBe(200);
    const published = await publishedTestimonials(t.db, owner.userId);
    expect(published).toContainEqual({
      id,
      client_name: `${CLIENT.first_name} ${CLIENT.last_name[0]}.`,
      text: "Explained everything twice, kindly.",
      date: new Date().toISOString().slice(0, 10),
    });
    // Nothing else about the client.
    expect(JSON.stringify(published)).not.toContain(CLIENT.email);
    expect(JSON.stringify(published)).not.toContain(CLIENT.last_name);
    expect(await publishedTestimonials(t.db, colleague.userId)).toEqual([]);

    expect((await asUser(t.app, owner, "PUT", `/api/reviews/${id}/visibility`, { shown: false })).statusCode).toBe(200);
    expect(await publishedTestimonials(t.db, owner.userId)).not.toContainEqual(expect.objectContaining({ id }));
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, id), eq(auditLog.actor_user_id, owner.userId)));
    expect(audited.map((a) => a.action).toSorted()).toEqual(["review.hidden", "review.shown"]);

    const reply = await asUser(t.app, owner, "POST", `/api/reviews/${id}/replies`, { body: "Thank you, Rosalind!" });
    expect(reply.statusCode, reply.body).toBe(201);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, CLIENT.email));
    expect(mails.some((m) => m.template === "review-reply" && m.text_body.includes("Thank you, Rosalind!"))).toBe(true);
    const replied = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, id), eq(auditLog.action, "review.replied")));
    expect(replied).toHaveLength(1);
    expect(
      ZReviewList.parse((await asUser(t.app, owner, "GET", "/api/reviews")).json()).reviews.find((r) => r.id === id)?.replies,
    ).toHaveLength(1);
  });

  it("never shows a testimonial without the client's consent to publish it", async () => {
    const id = await leaveReview({ score: 8, testimonial: "Good, but do not post this.", publish_consent: false });
    expectProblem(await asUser(t.app, owner, "PUT", `/api/reviews/${id}/visibility`, { shown: true }), 409, "REVIEW_NOT_PUBLISHABLE");
    // Even a row forced to shown (the database refuses it) never reaches the page.
    await expect(t.db.update(reviews).set({ shown: true }).where(eq(reviews.id, id))).rejects.toThrow();
    expect(await publishedTestimonials(t.db, owner.userId)).not.toContainEqual(expect.objectContaining({ id }));

    const scoreOnly = await leaveReview({ score: 7, publish_consent: true });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, scoreOnly));
    expect(row?.publish_consent).toBe(false);
    expectProblem(
      await asUser(t.app, owner, "PUT", `/api/reviews/${scoreOnly}/visibility`, { shown: true }),
      409,
      "REVIEW_NOT_PUBLISHABLE",
    );
  });

  it("limits private replies to 20 an hour per agent", async () => {
    const id = await leaveReview({ score: 9 });
    await t.db.insert(reviewReplies).values(Array.from({ length: 20 }, () => ({ review_id: id, user_id: owner.userId, body: "Thanks" })));
    expectProblem(await asUser(t.app, owner, "POST", `/api/reviews/${id}/replies`, { body: "One more" }), 429, "RATE_LIMITED");
  });

  it("cannot reply to a client who gave no email address", async () => {
    const s = await startSurvey(t.app, link);
    await asSurvey(t.app, s.token, "PUT", `/api/surveyContents/medicare/${s.contentId}`, { first_name: "Ana", client_rev: 1 });
    await asSurvey(t.app, s.token, "PUT", `/api/responses/${s.id}`, { current_question: "confirmation", submit: true, client_rev: 2 });
    const posted = await asSurvey(t.app, s.token, "POST", reviewUrl(s), { score: 6 });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json<{ id: string }>().id;
    expectProblem(await asUser(t.app, owner, "POST", `/api/reviews/${id}/replies`, { body: "Hi" }), 409, "REVIEW_NO_EMAIL");
  });
});
