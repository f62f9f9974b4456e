import {
  ZAgentIdParams,
  ZBulkAgentInfoRequest,
  ZBulkAreaParams,
  ZBulkCheckoutRequest,
  ZBulkCheckoutResponse,
  ZBulkOnboardingState,
  ZOrgIdParams,
  ZUserIdParams,
} from "@planready/contracts/bulk-onboarding";
import { ZLink } from "@planready/contracts/links";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../core/deps.ts";
import { findAreaLinkOfAgent, findAreaLinkOfOrg, findAreaLinkOfUser } from "./bulk-links.service.ts";
import { getOnboardingState, openAreaCheckout, saveAgentInfo } from "./bulk-onboarding.service.ts";

/**
 * The bulk-send areas' onboarding (CRM and ConnectureDRX; decision 035): the state its steps are guarded by, the
 * checkout of the payment step and the agent-info step; and each area's link by agent id, user or organisation.
 */
export async function bulkOnboardingRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["bulk-onboarding"];

  r.get(
    "/api/bulk-onboarding/:area",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary: "The caller's onboarding state in a bulk-send area (crm or connecture): the step still owed, the area's link, the terms",
        params: ZBulkAreaParams,
        response: { 200: ZBulkOnboardingState },
      },
    },
    async (request) => getOnboardingState(deps, await app.requireActor(request), request.params.area),
  );

  r.post(
    "/api/bulk-onboarding/:area/checkout",
    {
      config: { auth: "user", permission: "org:billing" },
      schema: {
        tags,
        summary: "The payment step: open the billing checkout for the area's link (reserved for the caller) with the chosen duration",
        params: ZBulkAreaParams,
        body: ZBulkCheckoutRequest,
        response: { 201: ZBulkCheckoutResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await openAreaCheckout(deps, await app.requireActor(request), request.params.area, request.body)),
  );

  r.put(
    "/api/bulk-onboarding/:area/agent-info",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary: "The agent-info step, once paid: the names the area's link shows, and the terms",
        params: ZBulkAreaParams,
        body: ZBulkAgentInfoRequest,
        response: { 200: ZBulkOnboardingState },
      },
    },
    async (request) => saveAgentInfo(deps, await app.requireActor(request), request.params.area, request.body),
  );

  r.get(
    "/api/links/connecture/:agentId",
    {
      config: { auth: "user", permission: "links:read" },
      schema: {
        tags: ["links"],
        summary: "The connecture link of the account linked to this agent id (that account, or its agency's admins; 404 otherwise)",
        params: ZAgentIdParams,
        response: { 200: ZLink },
      },
    },
    async (request) => findAreaLinkOfAgent(deps, await app.requireActor(request), request.params.agentId),
  );

  r.get(
    "/api/links/crm/:userId",
    {
      config: { auth: "user", permission: "links:read" },
      schema: {
        tags: ["links"],
        summary: "The CRM link this user owns (the user, or their agency's admins; 404 otherwise)",
        params: ZUserIdParams,
        response: { 200: ZLink },
      },
    },
    async (request) => findAreaLinkOfUser(deps, await app.requireActor(request), request.params.userId),
  );

  r.get(
    "/api/links/crm/org/:orgId",
    {
      config: { auth: "user", permission: "links:read" },
      schema: {
        tags: ["links"],
        summary: "The organisation's CRM link the caller may see (their own for agents); 404 when none",
        params: ZOrgIdParams,
        response: { 200: ZLink },
      },
    },
    async (request) => findAreaLinkOfOrg(deps, await app.requireActor(request), request.params.orgId),
  );
}
