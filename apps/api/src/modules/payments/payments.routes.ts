import { ZPromoCodeParams, ZPromoCodeQuery, ZPromoCodeResponse } from "@planready/contracts/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { applyPromoCode } from "./payments.service.ts";
import type { AppDeps } from "../../core/deps.ts";

export async function paymentsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/stripe/promoCode/:code",
    {
      config: { auth: "user", rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["payments"],
        summary: "Check a promo code and keep it on your organisation when valid (422 INVALID_DISCOUNT_CODE otherwise)",
        params: ZPromoCodeParams,
        querystring: ZPromoCodeQuery,
        response: { 200: ZPromoCodeResponse },
      },
    },
    async (request) => applyPromoCode(deps, await app.requireActor(request), request.params.code, request.query.product),
  );
}
