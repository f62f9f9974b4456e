import { ZAddLinkDeliveriesRequest, ZLink, ZLinkStakeholdersRequest, ZRemoveLinkDeliveriesRequest } from "@planready/contracts/links";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { addDeliveries, addStakeholders, removeDeliveries, removeStakeholders } from "./link-members.service.ts";
import type { AppDeps } from "../../core/deps.ts";

/**
 * A link's stakeholders and deliveries : POST adds, PUT removes.
 * Each answers with the link as it now is. Agency admins only; another agency's link is 404.
 */
export async function linkMembersRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["links"];

  r.post(
    "/api/linkStakeholders",
    {
      config: { auth: "user", permission: "links:manage" },
      schema: {
        tags,
        summary: "Add users of your agency as stakeholders of a link (notified of its submissions; agents then see it)",
        body: ZLinkStakeholdersRequest,
        response: { 200: ZLink },
      },
    },
    async (request) => addStakeholders(deps.db, await app.requireActor(request), request.body),
  );

  r.put(
    "/api/linkStakeholders",
    {
      config: { auth: "user", permission: "links:manage" },
      schema: {
        tags,
        summary: "Remove stakeholders from a link (409 when none would be left)",
        body: ZLinkStakeholdersRequest,
        response: { 200: ZLink },
      },
    },
    async (request) => removeStakeholders(deps.db, await app.requireActor(request), request.body),
  );

  r.post(
    "/api/linkDeliveries",
    {
      config: { auth: "user", permission: "links:manage" },
      schema: {
        tags,
        summary: "Add email addresses or phone numbers a link is sent to",
        body: ZAddLinkDeliveriesRequest,
        response: { 200: ZLink },
      },
    },
    async (request) => addDeliveries(deps.db, await app.requireActor(request), request.body),
  );

  r.put(
    "/api/linkDeliveries",
    {
      config: { auth: "user", permission: "links:manage" },
      schema: { tags, summary: "Remove deliveries from a link", body: ZRemoveLinkDeliveriesRequest, response: { 200: ZLink } },
    },
    async (request) => removeDeliveries(deps.db, await app.requireActor(request), request.body),
  );
}
