import {
  ZAgentSiteArrivalRequest,
  ZAgentSiteArrivalResponse,
  ZAgentSiteIdParams,
  ZAgentSiteUrlParams,
  ZAgentSiteVisitRequest,
  ZReferralCountsQuery,
  ZReferralCountsResponse,
  ZSurveyShareResponse,
} from "@planready/contracts/agent-sites";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";
import { recordArrival, recordVisit, referralCounts, sharePathForLink } from "./site-referrals.service.ts";

export async function siteReferralsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["agent-sites"];

  r.post(
    "/api/agent-site-visits",
    {
      config: { auth: "public", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "Count a view of a public page by day and source (the ?ref= token's, else a plain visit); nothing about the visitor is kept",
        body: ZAgentSiteVisitRequest,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recordVisit(deps.db, request.body.unique_url, request.body.ref);
      return reply.status(204).send(null);
    },
  );

  r.post(
    "/api/agent-site-arrivals",
    {
      config: { auth: "survey" },
      schema: {
        tags,
        summary:
          "The survey this token opens was started from a page's address carrying its ?ref= token (counted once, for the page of the link's owner)",
        body: ZAgentSiteArrivalRequest,
        response: { 200: ZAgentSiteArrivalResponse },
      },
    },
    async (request) => ({ counted: await recordArrival(deps.db, await app.requireSurvey(request), request.body.ref) }),
  );

  r.get(
    "/api/agent-sites/share-for-link/:url",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary:
          "The address a client shares from a survey's confirmation screen: the page of the link's owner with a client token, or null when they have none",
        params: ZAgentSiteUrlParams,
        response: { 200: ZSurveyShareResponse },
      },
    },
    async (request) => ({ share_path: await sharePathForLink(deps.db, request.params.url) }),
  );

  r.get(
    "/api/agent-sites/:id/referral-counts",
    {
      config: { auth: "user", permission: "sites:own" },
      schema: {
        tags,
        summary: "Your page's views, surveys started from it and referrals, per UTC day and source",
        params: ZAgentSiteIdParams,
        querystring: ZReferralCountsQuery,
        response: { 200: ZReferralCountsResponse },
      },
    },
    async (request) => referralCounts(deps.db, await app.requireActor(request), request.params.id, request.query.days),
  );
}
