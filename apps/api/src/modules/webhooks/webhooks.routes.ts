import { ZOk } from "@planready/contracts/errors";
import {
  ZApiKey,
  ZApiKeyList,
  ZCreateApiKeyRequest,
  ZCreatedApiKey,
  ZCreateWebhookEndpointRequest,
  ZUpdateWebhookEndpointRequest,
  ZWebhookAttempt,
  ZWebhookAttemptList,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
  ZWebhookFullPayloadRequest,
  ZWebhookSecretResponse,
} from "@planready/contracts/webhooks";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service.ts";
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookAttempts,
  listWebhookEndpoints,
  resendWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  setWebhookFullPayload,
  updateWebhookEndpoint,
} from "./webhooks.service.ts";

const ZIdParams = z.object({ id: z.uuid() });
const ZDeliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

/** The webhooks and API keys pages' API (docs/product.md#webhooks-and-the-public-api). */
export async function webhooksAppRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["webhooks"];
  const own = { auth: "user", permission: "integrations:own" } as const;

  r.get(
    "/api/webhooks/endpoints",
    {
      config: own,
      schema: { tags, summary: "Your webhook endpoints (an Admin's list has the agency's)", response: { 200: ZWebhookEndpointList } },
    },
    async (request) => listWebhookEndpoints(deps, await app.requireActor(request)),
  );
  r.post(
    "/api/webhooks/endpoints",
    {
      config: own,
      schema: {
        tags,
        summary: "Add an endpoint (a public https address); its signing secret is in this answer only",
        body: ZCreateWebhookEndpointRequest,
        response: { 201: ZWebhookSecretResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhookEndpoint(deps, await app.requireActor(request), auditOrigin(request), request.body)),
  );
  r.put(
    "/api/webhooks/endpoints/:id",
    {
      config: own,
      schema: {
        tags,
        summary: "Change an endpoint's address, events or description, or turn it off or on",
        params: ZIdParams,
        body: ZUpdateWebhookEndpointRequest,
        response: { 200: ZWebhookEndpoint },
      },
    },
    async (request) => updateWebhookEndpoint(deps, await app.requireActor(request), request.params.id, request.body),
  );
  r.delete(
    "/api/webhooks/endpoints/:id",
    { config: own, schema: { tags, summary: "Delete one of your endpoints", params: ZIdParams, response: { 200: ZOk } } },
    async (request) => {
      await deleteWebhookEndpoint(deps, await app.requireActor(request), auditOrigin(request), request.params.id);
      return { ok: true as const };
    },
  );
  r.post(
    "/api/webhooks/endpoints/:id/rotate-secret",
    {
      config: own,
      schema: {
        tags,
        summary: "A new signing secret (in this answer only); the old one keeps signing beside it for 24 hours",
        params: ZIdParams,
        response: { 200: ZWebhookSecretResponse },
      },
    },
    async (request) => rotateWebhookSecret(deps, await app.requireActor(request), request.params.id),
  );
  r.put(
    "/api/webhooks/endpoints/:id/full-payload",
    {
      config: own,
      schema: {
        tags,
        summary: "Send clients' answers in deliveries (an Admin, confirming) or stop sending them; audited",
        params: ZIdParams,
        body: ZWebhookFullPayloadRequest,
        response: { 200: ZWebhookEndpoint },
      },
    },
    async (request) => setWebhookFullPayload(deps, await app.requireActor(request), auditOrigin(request), request.params.id, request.body),
  );
  r.post(
    "/api/webhooks/endpoints/:id/test",
    {
      config: own,
      schema: {
        tags,
        summary: "Send a test event now; the attempt is returned and logged",
        params: ZIdParams,
        response: { 200: ZWebhookAttempt },
      },
    },
    async (request) => sendWebhookTest(deps, await app.requireActor(request), request.params.id),
  );
  r.get(
    "/api/webhooks/endpoints/:id/attempts",
    {
      config: own,
      schema: { tags, summary: "The endpoint's delivery log, newest first", params: ZIdParams, response: { 200: ZWebhookAttemptList } },
    },
    async (request) => listWebhookAttempts(deps, await app.requireActor(request), request.params.id),
  );
  r.post(
    "/api/webhooks/endpoints/:id/deliveries/:deliveryId/resend",
    {
      config: own,
      schema: { tags, summary: "Send a delivery from the log again now", params: ZDeliveryParams, response: { 200: ZWebhookAttempt } },
    },
    async (request) => resendWebhookDelivery(deps, await app.requireActor(request), request.params.id, request.params.deliveryId),
  );

  r.get(
    "/api/api-keys",
    { config: own, schema: { tags, summary: "Your public API keys (their prefix, scopes and last use)", response: { 200: ZApiKeyList } } },
    async (request) => listApiKeys(deps, await app.requireActor(request)),
  );
  r.post(
    "/api/api-keys",
    {
      config: own,
      schema: {
        tags,
        summary: "Create an API key with scopes; the key is in this answer only",
        body: ZCreateApiKeyRequest,
        response: { 201: ZCreatedApiKey },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiKey(deps, await app.requireActor(request), auditOrigin(request), request.body)),
  );
  r.delete(
    "/api/api-keys/:id",
    { config: own, schema: { tags, summary: "Revoke one of your API keys", params: ZIdParams, response: { 200: ZApiKey } } },
    async (request) => revokeApiKey(deps, await app.requireActor(request), auditOrigin(request), request.params.id),
  );
}
