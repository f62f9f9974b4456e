import { ZCreateOrgQuery, ZGetOrgQuery, ZOrg, ZOrgParams, ZUpdateOrgRequest } from "@planready/contracts/orgs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditOrigin } from "../audit/audit.service.ts";
import { createOrgForUser, getOrg, updateOrg } from "./orgs.service.ts";
import type { AppDeps } from "../../core/deps.ts";

export async function orgsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["orgs"];

  r.post(
    "/api/orgs",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary: "Found an organisation (for a user without one) and become its Admin",
        querystring: ZCreateOrgQuery,
        response: { 201: ZOrg },
      },
    },
    async (request, reply) => {
      const org = await createOrgForUser(deps, await app.requireActor(request), request.query);
      return reply.status(201).send(org);
    },
  );

  r.get(
    "/api/orgs/:id",
    {
      config: { auth: "user", permission: "org:read" },
      schema: { tags, summary: "Your organisation", params: ZOrgParams, querystring: ZGetOrgQuery, response: { 200: ZOrg } },
    },
    async (request) =>
      getOrg(deps, await app.requireActor(request), request.params.id, { freshStripeData: request.query.freshStripeData === "true" }),
  );

  r.put(
    "/api/orgs/:id",
    {
      config: { auth: "user", permission: "org:update" },
      schema: {
        tags,
        summary: "Change your organisation's name or address (agency admins)",
        params: ZOrgParams,
        body: ZUpdateOrgRequest,
        response: { 200: ZOrg },
      },
    },
    async (request) => updateOrg(deps, await app.requireActor(request), request.params.id, request.body, auditOrigin(request)),
  );
}
