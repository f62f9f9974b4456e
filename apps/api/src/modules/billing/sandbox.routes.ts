import {
  ZOrgIdParams,
  ZSandboxCard,
  ZSandboxCheckoutParams,
  ZSandboxCheckoutResponse,
  ZSandboxPaymentMethodResponse,
  ZSandboxPayResponse,
} from "@planready/contracts/billing/api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { describeSandboxCheckout, paySandboxCheckout, sandboxReceipt, saveSandboxCard } from "./sandbox.service.ts";
import type { AppDeps } from "../../core/deps.ts";

/**
 * The sandbox provider's own pages' API (no money moves; 404 while Stripe is the provider): its checkout, its
 * card form and printable receipts. Agency Admins only, their own organisation's objects only.
 */
export async function sandboxRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["billing"];

  r.get(
    "/api/sandbox/checkout/:checkoutId",
    {
      config: { auth: "user", permission: "org:billing" },
      schema: {
        tags,
        summary: "What the sandbox checkout page shows: plan, price, discount, the link it pays for",
        params: ZSandboxCheckoutParams,
        response: { 200: ZSandboxCheckoutResponse },
      },
    },
    async (request) => describeSandboxCheckout(deps, await app.requireActor(request), request.params.checkoutId),
  );

  r.post(
    "/api/sandbox/checkout/:checkoutId/pay",
    {
      config: { auth: "user", permission: "org:billing" },
      schema: {
        tags,
        summary: "Pay a sandbox checkout with a test card (4242… succeeds, 4000 0000 0000 0002 is declined: 200 with decline_code)",
        params: ZSandboxCheckoutParams,
        body: ZSandboxCard,
        response: { 200: ZSandboxPayResponse },
      },
    },
    async (request) => paySandboxCheckout(deps, await app.requireActor(request), request.params.checkoutId, request.body),
  );

  r.post(
    "/api/sandbox/payment-method/:orgId",
    {
      config: { auth: "user", permission: "org:billing", payment: "resolves" },
      schema: {
        tags,
        summary: "Replace the organisation's card with a test card and retry what is owed (a refused card: 200, saved false)",
        params: ZOrgIdParams,
        body: ZSandboxCard,
        response: { 200: ZSandboxPaymentMethodResponse },
      },
    },
    async (request) => saveSandboxCard(deps, await app.requireActor(request), request.params.orgId, request.body),
  );

  r.get(
    "/api/sandbox/invoices/:invoiceId/receipt",
    {
      config: { auth: "user", permission: "org:billing", payment: "resolves" },
      schema: {
        tags,
        summary: "A printable receipt (HTML) of one of your organisation's sandbox invoices",
        params: z.object({ invoiceId: z.string().min(1).max(255) }),
        querystring: z.object({ print: z.enum(["true", "false"]).optional() }).strict(),
        produces: ["text/html"],
      },
    },
    async (request, reply) =>
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(await sandboxReceipt(deps, await app.requireActor(request), request.params.invoiceId)),
  );
}
