import {
  ZCreateResponseRequest,
  ZCreateResponseResponse,
  ZResponseIdParams,
  ZSurveyResponse,
  ZUpdateResponseRequest,
} from "@planready/contracts/surveys/responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { submitSurvey } from "../../commands/submit-survey.ts";
import { AppError } from "../../lib/app-error.ts";
import { emitSurveyWebhookEvent } from "../webhooks/webhooks.service.ts";
import { getSurveyResponse, startResponse, surveyLinkUrl, updateResponse, type LinkStartLimit } from "./responses.service.ts";
import { clearSurveySessionCookie, setSurveySessionCookie } from "./survey-session-cookie.ts";
import type { AppDeps } from "../../core/deps.ts";

const ZResponseState = ZSurveyResponse.omit({ survey_content: true, link: true }).extend({ stale: z.boolean() });

/**
 * `startRateLimit`: how many surveys one client address may start per minute (SURVEY_START_RATE_LIMIT_MAX);
 * `linkStartLimit`: how many one link may start per window from every address (decision 017).
 */
export async function responsesRoutes(
  app: FastifyInstance,
  { deps, startRateLimit, linkStartLimit }: { deps: AppDeps; startRateLimit: number; linkStartLimit: LinkStartLimit },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["survey"];
  const secureCookies = deps.publicUrl.startsWith("https://");

  r.post(
    "/api/responses",
    {
      config: { auth: "public", rateLimit: { max: startRateLimit, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "Start a survey on an active link (by id or url). Returns the response id, its content id and the survey " +
          "token, shown only this once: send it as Authorization: Bearer on every survey call. 429 SURVEY_LINK_BUSY when " +
          "the link started too many surveys lately (from every address together).",
        body: ZCreateResponseRequest,
        response: { 201: ZCreateResponseResponse },
      },
    },
    async (request, reply) => {
      try {
        const {
          link_url: linkUrl,
          link_id: linkId,
          org_id: orgId,
          ...created
        } = await startResponse(deps.db, request.body, linkStartLimit);
        setSurveySessionCookie(reply, { responseId: created.id, token: created.survey_token, linkUrl }, secureCookies);
        await emitSurveyWebhookEvent(deps, { orgId, linkId, responseId: created.id, type: "survey.started" });
        return reply.status(201).send(created);
      } catch (error) {
        // The window's oldest start leaves it within the window at most: a minute is a fair first wait.
        if (error instanceof AppError && error.code === "SURVEY_LINK_BUSY") void reply.header("retry-after", "60");
        throw error;
      }
    },
  );

  r.get(
    "/api/responses/:id",
    {
      config: { auth: "survey", surveyParams: { response: "id" } },
      schema: {
        tags,
        summary: "The response with its link, answers, child collections and signed consents",
        params: ZResponseIdParams,
        response: { 200: ZSurveyResponse },
      },
    },
    async (request) => getSurveyResponse(deps.db, await app.requireSurvey(request)),
  );

  r.put(
    "/api/responses/:id",
    {
      config: { auth: "survey", surveyParams: { response: "id" }, surveyAfterSubmit: true },
      schema: {
        tags,
        summary:
          "Save the screen moved to (a screen of this survey type) and the language, each only if client_rev is newer " +
          "than the rev that last wrote it; submit: true submits once and notifies the link's stakeholders. Once " +
          "submitted, only the screen: a language or a second submit answers 409 SURVEY_ALREADY_SUBMITTED.",
        params: ZResponseIdParams,
        body: ZUpdateResponseRequest,
        response: { 200: ZResponseState },
      },
    },
    async (request, reply) => {
      const access = await app.requireSurvey(request);
      if (access.submitted && request.body.submit) throw new AppError("SURVEY_ALREADY_SUBMITTED", "This survey was already submitted.");
      if (!request.body.submit) return updateResponse(deps.db, access, request.body);
      const state = await submitSurvey(deps, access, request.body);
      // Submitted: the survey's pages no longer open it from this device (the confirmation renders without it).
      clearSurveySessionCookie(reply, { responseId: access.responseId, linkUrl: await surveyLinkUrl(deps.db, access) }, secureCookies);
      return state;
    },
  );
}
