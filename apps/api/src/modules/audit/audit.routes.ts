import { ZAuditLogPage, ZAuditLogQuery } from "@planready/contracts/audit";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";
import { readOrgAuditLog } from "./audit.service.ts";

/** The agency's audit log for its Admins (`audit:read`): read only; no route changes or removes an entry. */
export async function auditRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/orgs/:id/audit-log",
    {
      config: { auth: "user", permission: "audit:read" },
      schema: {
        tags: ["audit"],
        summary: "The agency's audit log, newest first (Admins); `before` pages back from the last entry's id",
        params: z.object({ id: z.uuid("Organisation ids are UUIDs") }).strict(),
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogPage },
      },
    },
    async (request) => readOrgAuditLog(deps.db, await app.requireActor(request), request.params.id, request.query),
  );
}
