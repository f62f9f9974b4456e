import { ZCreateLinkRequest, ZLink, ZLinkIdParams, ZLinkUrlParams, ZPublicLink } from "@planready/contracts/links";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { createLink, findPublicLink, getLink } from "./links.service.ts";

export async function linksRoutes(app: FastifyInstance, { db }: { db: () => Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["links"];

  r.get(
    "/api/links/url/:url",
    {
      config: { auth: "public" },
      schema: {
        tags,
        summary:
          "What a survey page shows about its link (a cancelled link comes with status cancelled; 404 for an unknown one; case-insensitive)",
        params: ZLinkUrlParams,
        response: { 200: ZPublicLink },
      },
    },
    async (request) => findPublicLink(db(), request.params.url),
  );

  r.get(
    "/api/links/:id",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "A link of your agency (agents: only links you are a stakeholder of)",
        params: ZLinkIdParams,
        response: { 200: ZLink },
      },
    },
    async (request) => getLink(db(), await app.requireActor(request), request.params.id),
  );

  r.post(
    "/api/links",
    {
      config: { auth: "user" },
      schema: {
        tags,
        summary: "Create a survey link for your agency (agency admins; 409 when the address is taken, 400 when it is reserved)",
        body: ZCreateLinkRequest,
        response: { 201: ZLink },
      },
    },
    async (request, reply) => reply.status(201).send(await createLink(db(), await app.requireActor(request), request.body)),
  );
}
