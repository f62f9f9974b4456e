import { ZSupportInfo, ZSupportMessageRequest, ZSupportMessageResponse } from "@planready/contracts/settings";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../core/deps.ts";
import { sendSupportMessage } from "./support.service.ts";

/** The Support page: how to reach support, the app's version, and a message to support. Every signed-in user may. */
export async function supportRoutes(
  app: FastifyInstance,
  { deps, supportEmail, version }: { deps: AppDeps; supportEmail: string; version: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["support"];

  r.get(
    "/api/support",
    {
      config: { auth: "user", permission: "account:own" },
      schema: { tags, summary: "How to reach support and the app's version", response: { 200: ZSupportInfo } },
    },
    async () => ({ email: supportEmail, version }),
  );

  r.post(
    "/api/support/messages",
    {
      config: { auth: "user", permission: "account:own" },
      schema: {
        tags,
        summary: "Send a message to support (stored and mailed to the support address); 429 after 5 in an hour",
        body: ZSupportMessageRequest,
        response: { 201: ZSupportMessageResponse },
      },
    },
    async (request, reply) => {
      const row = await sendSupportMessage(deps, supportEmail, await app.requireActor(request), request.body);
      return reply.status(201).send({ id: row.id, created_at: row.created_at.toISOString() });
    },
  );
}
