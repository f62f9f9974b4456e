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
import { getSurveyResponse, startResponse, updateResponse } from "./responses.service.ts";
import type { AppDeps } from "../../core/deps.ts";

const ZResponseState = ZSurveyResponse.omit({ survey_content: true, link: true }).extend({ stale: z.boolean() });

/** `startRateLimit`: how many surveys one client address may start per minute (SURVEY_START_RATE_LIMIT_MAX). */
export async function responsesRoutes(app: FastifyInstance, { deps, startRateLimit }: { deps: AppDeps; startRateLimit: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["survey"];

  r.post(
    "/api/responses",
    {
      config: { auth: "public", rateLimit: { max: startRateLimit, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "Start a survey on an active link (by id or url). Returns the response id, its content id and the survey " +
          "token, shown only this once: send it as Authorization: Bearer on every survey call.",
        body: ZCreateResponseRequest,
        response: { 201: ZCreateResponseResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await startResponse(deps.db, request.body)),
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
      config: { auth: "survey", surveyParams: { response: "id" } },
      schema: {
        tags,
        summary:
          "Save the screen moved to (a screen of this survey type) and the language, each only if client_rev is newer " +
          "than the rev that last wrote it; submit: true submits once and notifies the link's stakeholders.",
        params: ZResponseIdParams,
        body: ZUpdateResponseRequest,
        response: { 200: ZResponseState },
      },
    },
    async (request) => {
      const access = await app.requireSurvey(request);
      return request.body.submit ? submitSurvey(deps, access, request.body) : updateResponse(deps.db, access, request.body);
    },
  );
}
