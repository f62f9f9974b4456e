import { ZAddLinkDeliveriesRequest, ZLink, ZLinkStakeholdersRequest, ZRemoveLinkDeliveriesRequest } from "@planready/contracts/links";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { addDeliveries, addStakeholders, removeDeliveries, removeStakeholders } from "./link-members.service.ts";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";

/**
 * A link's stakeholders and deliveries : POST adds, PUT removes.
 * Each answers with the link as it now is. Stakeholders: the link's owner only (403 to others); deliveries: agency
 * admins only. Another agency's link is 404.
 */
export async function linkMembersRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["links"];

  r.post(
    "/api/linkStakeholders",
    {
      config: { auth: "user", permission: "links:stakeholders" },
      schema: {
        tags,
        summary:
          "Name users of your agency as stakeholders of a link you own: notified of its submissions, they read its clients' answers (the owner only; 403 otherwise)",
        body: ZLinkStakeholdersRequest,
        response: { 200: ZLink },
      },
    },
    async (request) => addStakeholders(deps.db, await app.requireActor(request), auditOrigin(request), request.body),
  );

  r.put(
    "/api/linkStakeholders",
    {
      config: { auth: "user", permission: "links:stakeholders" },
      schema: {
        tags,
        summary: "Remove stakeholders from a link you own (the owner only; 409 for the owner themselves or when none would be left)",
        body: ZLinkStakeholdersRequest,
        response: { 200: ZLink },
      },
    },
    async (request) => removeStakeholders(deps.db, await app.requireActor(request), auditOrigin(request), request.body),
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
