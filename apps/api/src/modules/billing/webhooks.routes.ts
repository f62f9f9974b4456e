import { ZWebhookResponse } from "@planready/contracts/billing/api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { handleBillingEvent } from "./billing-events.service.ts";
import type { AppDeps } from "../../core/deps.ts";

/**
 * `POST /api/webhooks/stripe`. The signature covers the exact bytes Stripe sent, so this route (and only this one:
 * the plugin is encapsulated) keeps the JSON body as a Buffer instead of parsing it.
 */
export async function webhooksRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/webhooks/stripe",
    {
      config: { auth: "public" },
      schema: {
        tags: ["billing"],
        summary:
          "Stripe's events: signature checked on the raw body (400 otherwise), each event id handled once, the objects it names re-read from Stripe",
        response: { 200: ZWebhookResponse },
      },
    },
    async (request) => {
      const d = deps;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      const event = d.payments.verifyWebhook(body, typeof signature === "string" ? signature : undefined);
      const { duplicate } = await handleBillingEvent(d, event);
      return { received: true as const, duplicate };
    },
  );
}
