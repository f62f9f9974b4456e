import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";

const ZHealth = z.object({ status: z.enum(["ok", "unavailable"]) });

/**
 * Readiness: the database answers now and the server is not stopping (a load balancer sends this process no traffic
 * otherwise). Liveness: the process
 * is up and its database answered within the last `livenessGraceS` seconds; past that, it is not coming back by
 * itself and should be restarted (README, Deployment).
 */
export async function healthRoutes(app: FastifyInstance, { deps, livenessGraceS }: { deps: AppDeps; livenessGraceS: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let lastReached = Date.now();
  // A probe answers within 2 s whatever the database does (a lost host can leave a connection attempt hanging).
  const databaseAnswers = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const answered = await Promise.race([
        deps.db.execute(sql`select 1`).then(() => true),
        new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 2000))),
      ]);
      if (answered) lastReached = Date.now();
      return answered;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  r.get(
    "/api/health/live",
    {
      config: { auth: "public", rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "The process is up, and its database answered within LIVENESS_DB_GRACE_S seconds",
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) => {
      if ((await databaseAnswers()) || Date.now() - lastReached < livenessGraceS * 1000) return { status: "ok" as const };
      return reply.status(503).send({ status: "unavailable" as const });
    },
  );
  r.get(
    "/api/health/ready",
    {
      config: { auth: "public", rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "The process can serve requests (database reachable, not stopping)",
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) =>
      // A stopping server (SIGTERM, plugins/graceful-stop.ts) is not ready either: load balancers stop sending it work.
      !app.draining() && (await databaseAnswers()) ? { status: "ok" as const } : reply.status(503).send({ status: "unavailable" as const }),
  );
}
