import { ZLink } from "@planready/contracts/links";
import { ZSubmissionDetail, ZSubmissionListQuery, ZSubmissionListResponse } from "@planready/contracts/submissions";
import { webhookEventTypes } from "@planready/contracts/webhooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import {
  apiMe,
  getApiLink,
  getApiSubmission,
  listApiLinks,
  listApiSubmissions,
  sampleHookPayloads,
  subscribeHook,
  unsubscribeHook,
} from "./public-api.service.ts";

const ZIdParams = z.object({ id: z.uuid() });
const ZEvent = z.enum(webhookEventTypes);

const ZHookSubscribeRequest = z
  .preprocess(
    (body) => {
      // Automation tools name the target differently: Zapier `hookUrl`, others `target_url`; all mean `url`.
      if (!body || typeof body !== "object") return body;
      const b = body as Record<string, unknown>;
      return { url: b.url ?? b.hookUrl ?? b.target_url, event: b.event };
    },
    z.object({ url: z.string().trim().min(1).max(2000), event: ZEvent }),
  )
  .meta({ example: { url: "https://hooks.zapier.com/hooks/standard/123/abc/", event: "survey.submitted" } });
const ZHookSubscription = z.object({ id: z.string(), url: z.string(), event: ZEvent, secret: z.string() }).meta({
  example: {
    id: "5f0b2c4e-8a51-4c1e-9f43-0d6a7d2b1c11",
    url: "https://hooks.zapier.com/hooks/standard/123/abc/",
    event: "survey.submitted",
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  },
});
const ZSample = z.array(z.object({ type: z.string(), timestamp: z.string(), data: z.record(z.string(), z.string().nullable()) })).meta({
  example: [
    {
      type: "survey.submitted",
      timestamp: "2026-11-27T15:04:05.000Z",
      data: {
        survey_response_id: "0b8e4c1a-8c0e-4d53-9d1f-6d4f7f0a9e21",
        link_id: "8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a",
        link_url: "janedoe",
        details_url: "https://app.example.com/api/v1/submissions/0b8e4c1a-8c0e-4d53-9d1f-6d4f7f0a9e21",
      },
    },
  ],
});
const ZMe = z
  .object({ user_id: z.string(), org_id: z.string(), email: z.string(), scopes: z.array(z.string()) })
  .meta({ example: { user_id: "…", org_id: "…", email: "agent@example.com", scopes: ["submissions:read"] } });

/** Rate limits count per API key (its visible prefix), in PostgreSQL, shared by every process. */
function keyOf(request: FastifyRequest): string {
  const match = /^Bearer\s+(pr_[A-Za-z0-9]+)_/.exec(request.headers.authorization ?? "");
  return match ? `api-key:${match[1]}` : `api-ip:${request.ip}`;
}

/**
 * The public REST API (`/api/v1`, docs/product.md#webhooks-and-the-public-api): API keys with scopes, acting as the
 * user who made them; reading submissions and links that user may see; REST hooks for automation tools.
 */
export async function publicApiRoutes(app: FastifyInstance, { deps, rateLimitMax }: { deps: AppDeps; rateLimitMax: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["public API"];
  const limit = { max: rateLimitMax, timeWindow: "1 minute", keyGenerator: keyOf };
  const key = (apiScope: "submissions:read" | "links:read" | "webhooks:write") => ({ auth: "apiKey" as const, apiScope, rateLimit: limit });

  r.get(
    "/api/v1/me",
    {
      config: key("submissions:read"),
      schema: { tags, summary: "Who the key acts as (automation tools test a key with it)", response: { 200: ZMe } },
    },
    async (request) => apiMe(await app.requireApiKey(request)),
  );
  r.get(
    "/api/v1/submissions",
    {
      config: key("submissions:read"),
      schema: {
        tags,
        summary: "Submissions the key's user may see (their links' and those they are a stakeholder of), newest first",
        querystring: ZSubmissionListQuery,
        response: { 200: ZSubmissionListResponse },
      },
    },
    async (request) => listApiSubmissions(deps, await app.requireApiKey(request), request.query),
  );
  r.get(
    "/api/v1/submissions/:id",
    {
      config: key("submissions:read"),
      schema: {
        tags,
        summary: "One submission with the client's answers (audited)",
        params: ZIdParams,
        response: { 200: ZSubmissionDetail },
      },
    },
    async (request) => getApiSubmission(deps, await app.requireApiKey(request), auditOrigin(request), request.params.id),
  );
  r.get(
    "/api/v1/links",
    {
      config: key("links:read"),
      schema: {
        tags,
        summary: "Links the key's user may see",
        response: { 200: z.object({ links: z.array(z.object({ id: z.string(), url: z.string() })) }) },
      },
    },
    async (request) => listApiLinks(deps, await app.requireApiKey(request)),
  );
  r.get(
    "/api/v1/links/:id",
    { config: key("links:read"), schema: { tags, summary: "One link", params: ZIdParams, response: { 200: ZLink } } },
    async (request) => getApiLink(deps, await app.requireApiKey(request), request.params.id),
  );
  r.post(
    "/api/v1/hooks",
    {
      config: key("webhooks:write"),
      schema: {
        tags,
        summary: "Subscribe a REST hook: events of one type go to the URL (signed, Standard Webhooks); keep the id to unsubscribe",
        body: ZHookSubscribeRequest,
        response: { 201: ZHookSubscription },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await subscribeHook(deps, await app.requireApiKey(request), auditOrigin(request), request.body)),
  );
  r.delete(
    "/api/v1/hooks/:id",
    {
      config: key("webhooks:write"),
      schema: {
        tags,
        summary: "Unsubscribe a REST hook this key subscribed",
        params: ZIdParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await unsubscribeHook(deps, await app.requireApiKey(request), auditOrigin(request), request.params.id);
      return { ok: true as const };
    },
  );
  r.get(
    "/api/v1/hooks/sample",
    {
      config: key("webhooks:write"),
      schema: {
        tags,
        summary: "Sample events of a type (the latest real ones, or an example): what automation tools show while you set up",
        querystring: z.object({ event: ZEvent.default("survey.submitted") }),
        response: { 200: ZSample },
      },
    },
    async (request) => sampleHookPayloads(deps, await app.requireApiKey(request), request.query.event),
  );
}
