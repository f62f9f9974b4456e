import { ZOk } from "@planready/contracts/errors";
import {
  ZPostReviewRequest,
  ZReview,
  ZReviewInvitation,
  ZReviewList,
  ZReviewReplyRequest,
  ZReviewSettings,
  ZReviewVisibilityRequest,
} from "@planready/contracts/reviews";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import {
  getReviewSettings,
  listMyReviews,
  postReview,
  replyToReview,
  reviewInvitation,
  saveReviewSettings,
  setReviewShown,
} from "./reviews.service.ts";

const ZIdParams = z.object({ id: z.uuid() });
const ZReviewSettingsView = z.object({ google_review_url: z.string().nullable() });

/** Reviews: the client's side through their survey token, the agent's on `/splash-pages/reviews` (decision 032). */
export async function reviewsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["reviews"];

  r.get(
    "/api/responses/:id/review",
    {
      config: { auth: "survey", surveyParams: { response: "id" } },
      schema: {
        tags: ["survey"],
        summary: "What the confirmation screen offers: the agent's Google review link (to every client) and whether a review was left",
        params: ZIdParams,
        response: { 200: ZReviewInvitation },
      },
    },
    async (request) => reviewInvitation(deps.db, await app.requireSurvey(request)),
  );

  r.post(
    "/api/responses/:id/review",
    {
      config: { auth: "survey", surveyParams: { response: "id" }, surveyAfterSubmit: true },
      schema: {
        tags: ["survey"],
        summary:
          "Leave a review of the agent after submitting: a score 0–10 and/or a short testimonial, with or without consent to " +
          "publish it with the first name and initial. Once per response: 409 REVIEW_ALREADY_LEFT after that, 409 " +
          "REVIEW_NOT_YET before the survey is submitted. Tells the link's owner (review_received).",
        params: ZIdParams,
        body: ZPostReviewRequest,
        response: { 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => reply.status(201).send(await postReview(deps, await app.requireSurvey(request), request.body)),
  );

  r.get(
    "/api/reviews",
    {
      config: { auth: "user", permission: "reviews:own" },
      schema: {
        tags,
        summary: "The signed-in agent's reviews, newest first, with the score distribution and the monthly trend",
        response: { 200: ZReviewList },
      },
    },
    async (request) => listMyReviews(deps.db, await app.requireActor(request)),
  );

  r.put(
    "/api/reviews/:id/visibility",
    {
      config: { auth: "user", permission: "reviews:own" },
      schema: {
        tags,
        summary:
          "Show or hide a testimonial on the agent's splash page (their own reviews; 404 otherwise). Only one whose client " +
          "consented to publish it can be shown (409 REVIEW_NOT_PUBLISHABLE); the words never change.",
        params: ZIdParams,
        body: ZReviewVisibilityRequest,
        response: { 200: ZOk },
      },
    },
    async (request) => {
      await setReviewShown(deps.db, await app.requireActor(request), auditOrigin(request), request.params.id, request.body.shown);
      return { ok: true as const };
    },
  );

  r.post(
    "/api/reviews/:id/replies",
    {
      config: { auth: "user", permission: "reviews:own" },
      schema: {
        tags,
        summary:
          "Reply privately by email to the client who left a review (to the email of their submission; audited). 409 " +
          "REVIEW_NO_EMAIL without one; 429 after 20 replies in an hour.",
        params: ZIdParams,
        body: ZReviewReplyRequest,
        response: { 201: ZReview.shape.replies.element },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await replyToReview(deps, await app.requireActor(request), auditOrigin(request), request.params.id, request.body.body)),
  );

  r.get(
    "/api/reviews/settings",
    {
      config: { auth: "user", permission: "reviews:own" },
      schema: { tags, summary: "The agent's Google review link", response: { 200: ZReviewSettingsView } },
    },
    async (request) => getReviewSettings(deps.db, await app.requireActor(request)),
  );

  r.put(
    "/api/reviews/settings",
    {
      config: { auth: "user", permission: "reviews:own" },
      schema: {
        tags,
        summary: "Set the agent's Google review link (an https address on a Google host; null or empty removes it)",
        body: ZReviewSettings,
        response: { 200: ZReviewSettingsView },
      },
    },
    async (request) => saveReviewSettings(deps.db, await app.requireActor(request), request.body),
  );
}
