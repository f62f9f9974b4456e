import { ZOrgLinksQuery, ZOrgLinksResponse } from "@planready/contracts/billing/api";
import { ZOrgParams } from "@planready/contracts/orgs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { findOrgLinks } from "./org-links.service.ts";
import type { AppDeps } from "../../core/deps.ts";

export async function orgLinksRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/orgs/:id/links",
    {
      config: { auth: "user", permission: "links:read" },
      schema: {
        tags: ["links"],
        summary:
          "Your organisation's links with plan, status, created date and next renewal or end (agents: links they are a stakeholder of; another organisation is 404)",
        params: ZOrgParams,
        querystring: ZOrgLinksQuery,
        response: { 200: ZOrgLinksResponse },
      },
    },
    async (request) => findOrgLinks(deps, await app.requireActor(request), request.params.id, request.query.searchTerm),
  );
}
