import { ZOrgParams } from "@planready/contracts/orgs";
import { ZApplyPromoCodeRequest, ZPromoCodeParams, ZPromoCodeQuery, ZPromoCodeResponse } from "@planready/contracts/payments";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { applyPromoCode, checkPromoCode } from "./payments.service.ts";
import type { AppDeps } from "../../core/deps.ts";

/** Promo codes (docs/product.md#promo-codes): checking one is a read; applying one is an Admin's POST. */
export async function paymentsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: 20, timeWindow: "1 minute" };
  r.get(
    "/api/stripe/promoCode/:code",
    {
      config: { auth: "user", permission: "org:billing", rateLimit },
      schema: {
        tags: ["payments"],
        summary:
          "Check a promo code for your organisation, storing nothing (agency Admins; 422 INVALID_DISCOUNT_CODE, or DISCOUNT_CODE_USED for a once-per-agency offer already used)",
        params: ZPromoCodeParams,
        querystring: ZPromoCodeQuery,
        response: { 200: ZPromoCodeResponse },
      },
    },
    async (request) => checkPromoCode(deps, await app.requireActor(request), request.params.code, request.query.product),
  );

  r.post(
    "/api/orgs/:id/promoCode",
    {
      config: { auth: "user", permission: "org:billing", rateLimit },
      schema: {
        tags: ["payments"],
        summary: "Apply a valid promo code to the organisation for its next purchase (agency Admins; another organisation is 404)",
        params: ZOrgParams,
        body: ZApplyPromoCodeRequest,
        response: { 200: ZPromoCodeResponse },
      },
    },
    async (request) => applyPromoCode(deps, await app.requireActor(request), request.params.id, request.body.code),
  );
}
