import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../core/deps.ts";

const ZHealth = z.object({ status: z.enum(["ok", "unavailable"]) });

/**
 * Whether the database answers, and since when it has not: one `select 1` at most every half second whatever the
 * probes' rate, bounded by a 2 s timeout.
 */
function databaseWatch(deps: AppDeps) {
  let failingSince: number | undefined;
  let pending: Promise<boolean> | undefined;
  let checkedAt = 0;
  let last = true;
  const probe = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        deps.db.execute(sql`select 1`),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("database check timed out")), 2000))),
      ]);
      failingSince = undefined;
      return true;
    } catch {
      failingSince ??= Date.now();
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async up(): Promise<boolean> {
      if (Date.now() - checkedAt < 500 && !pending) return last;
      pending ??= probe().then((ok) => {
        last = ok;
        checkedAt = Date.now();
        pending = undefined;
        return ok;
      });
      return pending;
    },
    /** How long the database has been unreachable (0 while it answers). */
    downForMs: () => (failingSince === undefined ? 0 : Date.now() - failingSince),
  };
}

/**
 * Liveness and readiness (docs/decisions/020-crash-recovery.md). Ready: the database answers and the server is not
 * stopping. Live: the process works, and its database has not been unreachable for longer than
 * `databaseDeadAfterMs` (a restart of the embedded PostgreSQL takes seconds; a database gone for good makes the
 * orchestrator restart the process, which reports why).
 */
export async function healthRoutes(app: FastifyInstance, { deps, databaseDeadAfterMs }: { deps: AppDeps; databaseDeadAfterMs: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const database = databaseWatch(deps);
  r.get(
    "/api/health/live",
    {
      config: { auth: "public", rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "The process is up, and its database has not been unreachable for long (DATABASE_LIVENESS_TIMEOUT_S)",
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) => {
      if (!(await database.up()) && database.downForMs() > databaseDeadAfterMs) {
        return reply.status(503).send({ status: "unavailable" as const });
      }
      return { status: "ok" as const };
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
    async (_request, reply) => {
      if (app.draining() || !(await database.up())) return reply.status(503).send({ status: "unavailable" as const });
      return { status: "ok" as const };
    },
  );
}
