import { ZOk } from "@planready/contracts/errors";
import { ZAddSuppressionRequest, ZSuppression, ZSuppressionList, ZSuppressionsQuery } from "@planready/contracts/suppressions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";
import { auditOrigin } from "../audit/audit.service.ts";
import { addSuppression, listSuppressions, removeSuppression } from "./suppression-list.service.ts";

/** The agency's suppression list (docs/decisions/037-messaging-compliance.md): read, add to, correct. */
export async function suppressionsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["suppressions"];

  r.get(
    "/api/suppressions",
    {
      config: { auth: "user", permission: "suppressions:manage" },
      schema: {
        tags,
        summary: "The agency's suppression list, newest first (by channel, by part of the address); every member reads it",
        querystring: ZSuppressionsQuery,
        response: { 200: ZSuppressionList },
      },
    },
    async (request) => listSuppressions(deps.db, await app.requireActor(request), request.query),
  );

  r.post(
    "/api/suppressions",
    {
      config: { auth: "user", permission: "suppressions:manage" },
      schema: {
        tags,
        summary: "Put an address on the agency's list (a person asked by phone, a wrong number): 409 CONFLICT when already there",
        body: ZAddSuppressionRequest,
        response: { 201: ZSuppression },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addSuppression(deps.db, await app.requireActor(request), auditOrigin(request), request.body)),
  );

  r.delete(
    "/api/suppressions/:id",
    {
      config: { auth: "user", permission: "suppressions:manage" },
      schema: {
        tags,
        summary:
          "Take an agency-made entry off the list (its author, or an Admin: 403 otherwise); what the person asked for " +
          "themselves stays (409 SUPPRESSION_RECIPIENT_REQUEST); 404 for another agency's entry",
        params: z.object({ id: z.uuid() }),
        response: { 200: ZOk },
      },
    },
    async (request) => {
      await removeSuppression(deps.db, await app.requireActor(request), auditOrigin(request), request.params.id);
      return { ok: true as const };
    },
  );
}
