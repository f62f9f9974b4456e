import { ZIntegrationHandoff } from "@planready/contracts/integration-handoff";
import {
  ZIntegrationDeliveriesResponse,
  ZIntegrationDelivery,
  ZIntegrationDetail,
  ZIntegrationParams,
  ZIntegrationsResponse,
  ZLinksForIntegrationQuery,
  ZLinksForIntegrationResponse,
  ZSaveIntegrationRequest,
  ZSubmissionIntegrations,
} from "@planready/contracts/integrations";
import { ZOrgParams } from "@planready/contracts/orgs";
import { ZSubmissionDetailParams } from "@planready/contracts/submissions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import {
  disconnectIntegration,
  downloadHandoff,
  getIntegration,
  linksForIntegration,
  listIntegrationDeliveries,
  listIntegrations,
  saveIntegration,
  sendTest,
  submissionIntegrations,
} from "./integrations.service.ts";

/**
 * The partner integrations (docs/product.md#integrations): each user's own connections, their delivery log, the links
 * to share, and a submission's hand-off. Connections are personal: `integrations:manage` (every role) and the
 * service scopes every read and write to the signed-in user.
 */
export async function integrationsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const user = { auth: "user", permission: "integrations:manage" } as const;

  r.get(
    "/api/integrations",
    {
      config: user,
      schema: {
        tags: ["integrations"],
        summary: "The partner integrations and the signed-in user's status with each.",
        response: { 200: ZIntegrationsResponse },
      },
    },
    async (request) => listIntegrations(deps, await app.requireActor(request)),
  );

  r.get(
    "/api/integrations/:integrationId",
    {
      config: user,
      schema: {
        tags: ["integrations"],
        summary: "One partner integration: its status and the user's connection (secrets only as their last 4 characters).",
        params: ZIntegrationParams,
        response: { 200: ZIntegrationDetail },
      },
    },
    async (request) => getIntegration(deps, await app.requireActor(request), request.params.integrationId),
  );

  r.put(
    "/api/integrations/:integrationId",
    {
      config: user,
      schema: {
        tags: ["integrations"],
        summary:
          "Connect or update the user's connection: settings and credentials (encrypted at rest; a secret left out keeps " +
          "the saved one). 409 INTEGRATION_NOT_AVAILABLE when the operator has not configured the partner; 422 " +
          "INTEGRATION_CREDENTIALS_MISSING naming each missing credential.",
        params: ZIntegrationParams,
        body: ZSaveIntegrationRequest,
        response: { 200: ZIntegrationDetail },
      },
    },
    async (request) =>
      saveIntegration(deps, await app.requireActor(request), auditOrigin(request), request.params.integrationId, request.body),
  );

  r.delete(
    "/api/integrations/:integrationId",
    {
      config: user,
      schema: {
        tags: ["integrations"],
        summary: "Disconnect: the credentials are deleted; the delivery log stays. 409 INTEGRATION_NOT_CONNECTED when not connected.",
        params: ZIntegrationParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await disconnectIntegration(deps, await app.requireActor(request), auditOrigin(request), request.params.integrationId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/api/integrations/:integrationId/test",
    {
      config: user,
      schema: {
        tags: ["integrations"],
        summary:
          "Send a made-up client to the partner now (one attempt, logged) or, for a partner with a pre-filled page, the " +
          "address its button would open.",
        params: ZIntegrationParams,
        response: { 200: z.object({ delivery: ZIntegrationDelivery.nullable(), open_url: z.string().nullable() }) },
      },
    },
    async (request) => sendTest(deps, await app.requireActor(request), request.params.integrationId),
  );

  r.get(
    "/api/integrations/:integrationId/deliveries",
    {
      config: user,
      schema: {
        tags: ["integrations"],
        summary: "The user's delivery log of this integration, newest first, each attempt with its outcome and time.",
        params: ZIntegrationParams,
        response: { 200: ZIntegrationDeliveriesResponse },
      },
    },
    async (request) => listIntegrationDeliveries(deps, await app.requireActor(request), request.params.integrationId),
  );

  r.get(
    "/api/orgs/:id/links-list-for-integrations",
    {
      config: user,
      schema: {
        tags: ["integrations"],
        summary: "The links the user owns, each with its address to share for the integration (another organisation is 404).",
        params: ZOrgParams,
        querystring: ZLinksForIntegrationQuery,
        response: { 200: ZLinksForIntegrationResponse },
      },
    },
    async (request) => linksForIntegration(deps, await app.requireActor(request), request.params.id, request.query.integrationId),
  );

  r.get(
    "/api/responses/:id/handoff",
    {
      config: { auth: "user", permission: "submissions:read" },
      schema: {
        tags: ["submissions"],
        summary:
          "The submission's normalised hand-off (client, coverage, drugs by RxNorm and NDC, pharmacies and providers by " +
          "NPI) as a JSON file, for its link's owner and stakeholders (404 to anyone else).",
        params: ZSubmissionDetailParams,
        response: { 200: ZIntegrationHandoff },
      },
    },
    async (request, reply) => {
      const handoff = await downloadHandoff(deps, await app.requireActor(request), auditOrigin(request), request.params.id);
      return reply
        .header("content-disposition", `attachment; filename="submission-${request.params.id}.json"`)
        .header("cache-control", "private, no-store")
        .send(handoff);
    },
  );

  r.get(
    "/api/responses/:id/integrations",
    {
      config: { auth: "user", permission: "submissions:read" },
      schema: {
        tags: ["submissions"],
        summary: "The submission's \"Open in {partner}\" addresses and its deliveries to the user's integrations.",
        params: ZSubmissionDetailParams,
        response: { 200: ZSubmissionIntegrations },
      },
    },
    async (request) => submissionIntegrations(deps, await app.requireActor(request), request.params.id),
  );
}
