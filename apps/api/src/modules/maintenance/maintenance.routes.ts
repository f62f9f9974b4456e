import { ZMaintenanceStatus, ZMaintenanceUpcoming } from "@planready/contracts/maintenance";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { findActiveMaintenance, findUpcomingMaintenance } from "./maintenance.repository.ts";
import type { AppDeps } from "../../core/deps.ts";

export async function maintenanceRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/maintenance",
    {
      config: { auth: "public" },
      schema: { tags: ["maintenance"], summary: "Whether maintenance is active now", response: { 200: ZMaintenanceStatus } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const row = await findActiveMaintenance(deps.db);
      return row ? { data: row.data, active: true } : { data: null, active: false };
    },
  );
  r.get(
    "/api/maintenance/upcoming",
    {
      config: { auth: "public" },
      schema: { tags: ["maintenance"], summary: "Announced maintenance, if any", response: { 200: ZMaintenanceUpcoming } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const row = await findUpcomingMaintenance(deps.db);
      return row ? { data: row.data, upcoming: true } : { data: null, upcoming: false };
    },
  );
}
