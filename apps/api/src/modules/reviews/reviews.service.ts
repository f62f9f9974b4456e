import {
  REVIEW_REPLIES_PER_HOUR,
  testimonialName,
  type TPostReviewRequest,
  type TPublishedTestimonial,
  type TReview,
  type TReviewInvitation,
  type TReviewList,
  type TReviewSettings,
} from "@planready/contracts/reviews";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import type { SurveyAccess } from "../../core/survey-access.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { auditOrigin, recordAudit } from "../audit/audit.service.ts";
import { notifyReviewReceived } from "../notifications/notifications.service.ts";
import { emitWebhookEvent } from "../webhooks/webhooks.service.ts";
import * as repo from "./reviews.repository.ts";
import { ownsReview } from "./reviews.policy.ts";

/**
 * Reviews (docs/decisions/032-reviews-without-gating.md): a client's score and testimonial left through their survey
 * token after the submission, read, shown or hidden, and answered privately by the agent they are about.
 */

const REVIEW_MISSING = "No review with this id.";

/**
 * The testimonials an agent chose to show on their splash page, whose clients consented to publish them: the
 * client's first name and last initial, their words and the date — nothing else about the client. Newest first.
 */
export async function publishedTestimonials(db: Db, agentUserId: string): Promise<TPublishedTestimonial[]> {
  const rows = await repo.listPublished(db, agentUserId);
  return rows.flatMap((row) =>
    row.shown && row.publish_consent && row.testimonial
      ? [{ id: row.id, client_name: row.client_name, text: row.testimonial, date: row.created_at.toISOString().slice(0, 10) }]
      : [],
  );
}

/** `GET /responses/{id}/review`: what the confirmation screen offers (the Google review link to everyone). */
export async function reviewInvitation(db: Db, access: SurveyAccess): Promise<TReviewInvitation> {
  const context = await repo.findReviewContext(db, access.responseId, access.linkId);
  if (!context) throw new AppError("NOT_FOUND", "No survey response with this id.");
  return {
    agent_name: context.agentFirstName?.trim() || null,
    google_review_url: context.ownerId ? await repo.findGoogleReviewUrl(db, context.ownerId) : null,
    reviewed: context.reviewed,
  };
}

/**
 * `POST /responses/{id}/review`: the client's review, once, after they submitted. It is no answer: the survey token
 * that only reads after the submission may post this one thing, once (decision 032). Tells the link's owner.
 */
export async function postReview(
  deps: Pick<AppDeps, "db" | "jobs" | "log">,
  access: SurveyAccess,
  body: TPostReviewRequest,
): Promise<{ id: string }> {
  if (!access.submitted) throw new AppError("REVIEW_NOT_YET", "A review can be left once the survey is submitted.");
  const context = await repo.findReviewContext(deps.db, access.responseId, access.linkId);
  if (!context) throw new AppError("NOT_FOUND", "No survey response with this id.");
  if (context.reviewed) throw new AppError("REVIEW_ALREADY_LEFT", "This survey already has its review.");
  const testimonial = body.testimonial?.trim() || null;
  const row = await repo.insertReview(deps.db, {
    org_id: access.orgId,
    link_id: access.linkId,
    response_id: access.responseId,
    agent_id: context.ownerId,
    score: body.score ?? null,
    testimonial,
    // Consent means nothing without words to publish.
    publish_consent: testimonial !== null && body.publish_consent === true,
    client_name: testimonialName(context.clientFirstName, context.clientLastName),
  });
  if (!row) throw new AppError("REVIEW_ALREADY_LEFT", "This survey already has its review.");
  if (row.agent_id) {
    try {
      await notifyReviewReceived(deps, { orgId: row.org_id, userId: row.agent_id, reviewId: row.id });
    } catch (error) {
      // The review is stored; a lost notification must not fail the client's review.
      deps.log.warn({ err: error, reviewId: row.id }, "could not notify a review");
    }
    // The agent's webhook endpoints that take `review.received` (never throws).
    await emitWebhookEvent(deps, { orgId: row.org_id, ownerUserId: row.agent_id, type: "review.received", data: { review_id: row.id } });
  }
  return { id: row.id };
}

/** `GET /reviews`: the signed-in agent's reviews, with the score distribution and the monthly trend. */
export async function listMyReviews(db: Db, actor: Actor): Promise<TReviewList> {
  if (!actor.org_id) return { reviews: [], distribution: Array<number>(11).fill(0), trend: [] };
  const rows = await repo.listAgentReviews(db, actor.id, actor.org_id);
  const replies = await repo.listReplies(
    db,
    rows.map((r) => r.review.id),
  );
  const repliesOf = new Map<string, TReview["replies"]>();
  for (const reply of replies) {
    const list = repliesOf.get(reply.review_id) ?? [];
    list.push({ id: reply.id, body: reply.body, created_at: reply.created_at.toISOString() });
    repliesOf.set(reply.review_id, list);
  }
  const reviews: TReview[] = rows.map(({ review, linkUrl, hasEmail }) => ({
    id: review.id,
    score: review.score,
    testimonial: review.testimonial,
    publish_consent: review.publish_consent,
    shown: review.shown,
    client_name: review.client_name,
    link_url: linkUrl,
    created_at: review.created_at.toISOString(),
    can_reply: hasEmail,
    replies: repliesOf.get(review.id) ?? [],
  }));
  return { reviews, ...scoreFigures(rows.map((r) => r.review)) };
}

/** How many reviews gave each score, and per month (the last 12 with scores) their number and average. */
export function scoreFigures(rows: Pick<repo.ReviewRow, "score" | "created_at">[]): Pick<TReviewList, "distribution" | "trend"> {
  const distribution = Array<number>(11).fill(0);
  const months = new Map<string, { count: number; sum: number }>();
  for (const row of rows) {
    if (row.score === null) continue;
    distribution[row.score]! += 1;
    const month = row.created_at.toISOString().slice(0, 7);
    const m = months.get(month) ?? { count: 0, sum: 0 };
    m.count += 1;
    m.sum += row.score;
    months.set(month, m);
  }
  const trend = [...months.entries()]
    .toSorted(([a], [b]) => a.localeCompare(b))
    .slice(-12)
    .map(([month, m]) => ({ month, count: m.count, average: Math.round((m.sum / m.count) * 10) / 10 }));
  return { distribution, trend };
}

/** A review the actor may act on (theirs), or 404 as if it did not exist. */
async function ownReview(db: Db, actor: Actor, id: string) {
  const found = actor.org_id ? await repo.findOrgReview(db, actor.org_id, id) : undefined;
  if (!found || !ownsReview(actor, found.review)) throw new AppError("NOT_FOUND", REVIEW_MISSING);
  return found;
}

/**
 * `PUT /reviews/{id}/visibility`: shows or hides a testimonial on the agent's splash page. Only one whose client
 * consented to publish it can be shown; the words themselves never change.
 */
export async function setReviewShown(
  db: Db,
  actor: Actor,
  origin: ReturnType<typeof auditOrigin>,
  id: string,
  shown: boolean,
): Promise<void> {
  const { review } = await ownReview(db, actor, id);
  if (shown && !(review.publish_consent && review.testimonial)) {
    throw new AppError("REVIEW_NOT_PUBLISHABLE", "Only a testimonial its client consented to publish can be shown.");
  }
  if (review.shown === shown) return;
  await repo.setShown(db, review.org_id, review.id, shown);
  await recordAudit(db, actor, origin, { action: shown ? "review.shown" : "review.hidden", target: { type: "review", id: review.id } });
}

/**
 * `POST /reviews/{id}/replies`: the agent's private reply, emailed to the client's address from the submission
 * (never shown anywhere public), stored and audited. At most REVIEW_REPLIES_PER_HOUR per agent, counted from the
 * stored replies so every process shares the count.
 */
export async function replyToReview(
  deps: Pick<AppDeps, "db" | "mailer" | "log">,
  actor: Actor,
  origin: ReturnType<typeof auditOrigin>,
  id: string,
  body: string,
): Promise<TReview["replies"][number]> {
  const { review, clientEmail, clientLocale } = await ownReview(deps.db, actor, id);
  const to = clientEmail?.trim();
  if (!to) throw new AppError("REVIEW_NO_EMAIL", "The client gave no email address.");
  if ((await repo.countRepliesSince(deps.db, actor.id, new Date(Date.now() - 60 * 60 * 1000))) >= REVIEW_REPLIES_PER_HOUR) {
    throw new AppError("RATE_LIMITED", `At most ${REVIEW_REPLIES_PER_HOUR} replies an hour: try again later.`);
  }
  const agent = [actor.first_name, actor.last_name].filter(Boolean).join(" ") || actor.email;
  const words = replyEmailWords[clientLocale === "es" ? "es" : "en"](agent, actor.email);
  // Sent first: a reply is stored (and audited) only once it went out.
  await deps.mailer
    .send({ to, template: "review-reply", subject: words.subject, text: [words.intro, "", body, "", words.outro].join("\n") })
    .catch((error: unknown) => {
      deps.log.error(
        { code: (error as { code?: unknown }).code ?? "unknown", reviewId: review.id },
        "The review reply email could not be sent.",
      );
      throw new AppError("SERVICE_UNAVAILABLE", "The reply could not be sent just now.");
    });
  const reply = await repo.insertReply(deps.db, { review_id: review.id, user_id: actor.id, body });
  await recordAudit(deps.db, actor, origin, { action: "review.replied", target: { type: "review", id: review.id } });
  return { id: reply.id, body: reply.body, created_at: reply.created_at.toISOString() };
}

/** The reply email's words, in the language the client took the survey in. */
const replyEmailWords = {
  en: (agent: string, email: string) => ({
    subject: `${agent} replied to your review`,
    intro: `${agent} replied to the review you left after your survey:`,
    outro: `To answer, write to ${agent} at ${email}.`,
  }),
  es: (agent: string, email: string) => ({
    subject: `${agent} respondió a su opinión`,
    intro: `${agent} respondió a la opinión que dejó después de su encuesta:`,
    outro: `Para contestar, escriba a ${agent} a ${email}.`,
  }),
};

/** The agent's Google review link (every client is offered it after their survey, whatever their score). */
export async function getReviewSettings(db: Db, actor: Actor): Promise<TReviewSettings> {
  return { google_review_url: await repo.findGoogleReviewUrl(db, actor.id) };
}

export async function saveReviewSettings(db: Db, actor: Actor, settings: TReviewSettings): Promise<TReviewSettings> {
  await repo.saveGoogleReviewUrl(db, actor.id, settings.google_review_url);
  return getReviewSettings(db, actor);
}

/** The demo agent's published testimonial (`npm run seed`): added once, as a consenting client would have left it. */
export const DEMO_TESTIMONIAL = {
  client_name: "Maria G.",
  text: "Grace explained every plan patiently and found one that covers all my medicines. I recommend her to my friends.",
};

export async function ensureDemoTestimonial(db: Db, input: { orgId: string; linkId: string; agentId: string }): Promise<void> {
  if (await repo.hasTestimonial(db, input.agentId, DEMO_TESTIMONIAL.text)) return;
  await repo.insertReview(db, {
    org_id: input.orgId,
    link_id: input.linkId,
    agent_id: input.agentId,
    score: 10,
    testimonial: DEMO_TESTIMONIAL.text,
    publish_consent: true,
    client_name: DEMO_TESTIMONIAL.client_name,
    shown: true,
    shown_changed_at: new Date(),
  });
}
