import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";

const ZHealth = z.object({ status: z.enum(["ok", "unavailable"]) });

export async function healthRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/health/live",
    {
      config: { auth: "public", rateLimit: false },
      schema: { tags: ["health"], summary: "The process is up", response: { 200: ZHealth } },
    },
    async () => ({ status: "ok" as const }),
  );
  r.get(
    "/api/health/ready",
    {
      config: { auth: "public", rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "The process can serve requests (database reachable)",
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: "ok" as const };
      } catch {
        return reply.status(503).send({ status: "unavailable" as const });
      }
    },
  );
}
