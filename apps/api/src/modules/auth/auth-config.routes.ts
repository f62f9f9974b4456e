import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const ZAuthConfig = z.object({ google: z.boolean().describe("Whether 'Continue with Google' can be offered") });

/**
 * Which sign-in methods this installation offers, so the sign-in pages show the Google button only when
 * Google is configured (the keys are optional and read once at boot).
 */
export async function authConfigRoutes(app: FastifyInstance, { google }: { google: boolean }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/auth-config",
    {
      config: { auth: "public" },
      schema: { tags: ["auth"], summary: "Sign-in methods offered by this installation", response: { 200: ZAuthConfig } },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { google };
    },
  );
}
