import {
  ZBillingOrgParams,
  ZCheckoutParams,
  ZCheckoutQuery,
  ZCheckoutRequest,
  ZCheckoutResponse,
  ZCheckoutStateResponse,
  ZIntentParams,
  ZIntentQuery,
  ZIntentValidityResponse,
  ZInvoicesResponse,
  ZOrgIdParams,
  ZPaymentMethodResponse,
  ZPaymentMethodUpdateQuery,
  ZPlanPricesResponse,
  ZRedirectResponse,
  ZSubscriptionActionRequest,
  ZSubscriptionActionResponse,
  ZSubscriptionQuery,
  ZSubscriptionsResponse,
} from "@planready/contracts/billing/api";
import { ZOrgParams } from "@planready/contracts/orgs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { confirmCheckout, openCheckout } from "./checkout.service.ts";
import {
  changeSubscription,
  checkIntentValidity,
  getPaymentMethod,
  listActiveSubscriptions,
  listAllSubscriptions,
  listInvoices,
  listLegacySubscriptions,
  listPlanPrices,
  openCardUpdate,
} from "./subscriptions.service.ts";
import type { AppDeps } from "../../core/deps.ts";

/** Billing: buying links, confirming, subscriptions, invoices and the card (decision 006). */
export async function billingRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["billing"];
  const admins = "agency Admins; another organisation's id is 404";

  r.get(
    "/api/stripe/prices",
    {
      config: { auth: "user", permission: "org:read", payment: "resolves" },
      schema: {
        tags,
        summary: "The price of every plan, from the payment provider, with its label",
        response: { 200: ZPlanPricesResponse },
      },
    },
    async () => listPlanPrices(deps),
  );

  r.post(
    "/api/stripe/:orgStripeId",
    {
      config: { auth: "user", permission: "org:billing" },
      schema: {
        tags,
        summary: `Buy a link: reserve it (pending) and open a checkout for the plan of its survey type and duration (${admins}; 409 when the address is taken)`,
        params: ZCheckoutParams,
        querystring: ZCheckoutQuery,
        body: ZCheckoutRequest,
        response: { 201: ZCheckoutResponse },
      },
    },
    async (request, reply) => {
      const actor = await app.requireActor(request);
      return reply.status(201).send(await openCheckout(deps, actor, request.params.orgStripeId, request.query, request.body));
    },
  );

  r.put(
    "/api/stripe/intent/:intentId",
    {
      config: { auth: "user", permission: "org:read", payment: "resolves" },
      schema: {
        tags,
        summary: "Confirm a checkout on return: re-read at the provider; a paid one makes its link live, exactly once",
        params: ZIntentParams,
        querystring: ZIntentQuery,
        response: { 200: ZCheckoutStateResponse },
      },
    },
    async (request) => confirmCheckout(deps, await app.requireActor(request), request.params.intentId, request.query.orgStripeId),
  );

  r.post(
    "/api/stripe/subscription",
    {
      config: { auth: "user", permission: "org:billing" },
      schema: {
        tags,
        summary: `Cancel a link's subscription at the end of its paid period, or resume it (${admins})`,
        body: ZSubscriptionActionRequest,
        response: { 200: ZSubscriptionActionResponse },
      },
    },
    async (request) => changeSubscription(deps, await app.requireActor(request), request.body),
  );

  r.get(
    "/api/stripe/subscription/:orgId",
    {
      config: { auth: "user", permission: "org:billing" },
      schema: {
        tags,
        summary: `The organisation's running subscriptions, optionally of one product and duration (${admins})`,
        params: ZOrgIdParams,
        querystring: ZSubscriptionQuery,
        response: { 200: ZSubscriptionsResponse },
      },
    },
    async (request) => listActiveSubscriptions(deps, await app.requireActor(request), request.params.orgId, request.query),
  );

  r.get(
    "/api/stripe/subscription/all/:id",
    {
      config: { auth: "user", permission: "org:billing" },
      schema: {
        tags,
        summary: `Every subscription of the organisation, read again from the provider (${admins})`,
        params: ZBillingOrgParams,
        response: { 200: ZSubscriptionsResponse },
      },
    },
    async (request) => listAllSubscriptions(deps, await app.requireActor(request), request.params.id),
  );

  r.get(
    "/api/stripe/subscription/legacy/:id",
    {
      config: { auth: "user", permission: "org:billing" },
      schema: {
        tags,
        summary: `Legacy 2024 subscriptions and those no link claims (${admins})`,
        params: ZBillingOrgParams,
        response: { 200: ZSubscriptionsResponse },
      },
    },
    async (request) => listLegacySubscriptions(deps, await app.requireActor(request), request.params.id),
  );

  r.get(
    "/api/stripe/invoices/:id",
    {
      config: { auth: "user", permission: "org:billing", payment: "resolves" },
      schema: {
        tags,
        summary: `The organisation's invoices with receipt and PDF links (${admins})`,
        params: ZBillingOrgParams,
        response: { 200: ZInvoicesResponse },
      },
    },
    async (request) => listInvoices(deps, await app.requireActor(request), request.params.id),
  );

  r.get(
    "/api/stripe/payment-method/:orgId",
    {
      config: { auth: "user", permission: "org:billing", payment: "resolves" },
      schema: { tags, summary: `The organisation's card (${admins})`, params: ZOrgIdParams, response: { 200: ZPaymentMethodResponse } },
    },
    async (request) => getPaymentMethod(deps, await app.requireActor(request), request.params.orgId),
  );

  r.post(
    "/api/stripe/payment-method/:orgId",
    {
      config: { auth: "user", permission: "org:billing", payment: "resolves" },
      schema: {
        tags,
        summary: `Where to replace the card: Stripe's page, or the sandbox card page (${admins})`,
        params: ZOrgIdParams,
        querystring: ZPaymentMethodUpdateQuery,
        response: { 200: ZRedirectResponse },
      },
    },
    async (request) => openCardUpdate(deps, await app.requireActor(request), request.params.orgId, request.query.returnToUrl),
  );

  r.get(
    "/api/orgs/:id/stripeIntentValidity",
    {
      config: { auth: "user", permission: "org:read", payment: "resolves" },
      schema: {
        tags,
        summary: "Whether the organisation has paid and still has a live subscription (members; another organisation is 404)",
        params: ZOrgParams,
        response: { 200: ZIntentValidityResponse },
      },
    },
    async (request) => checkIntentValidity(deps, await app.requireActor(request), request.params.id),
  );
}
