import { SANDBOX_CARDS, type TCheckoutResponse, type TPlanPriceResponse } from "@planready/contracts/billing/api";
import { choosePlan, planKey, type TPlanDuration } from "@planready/contracts/billing/plans";
import type { TLink } from "@planready/contracts/links";
import type { TSurveyType } from "@planready/contracts/surveys/content";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Db } from "../../src/db/client.ts";
import { links } from "../../src/db/schema.ts";
import { connectTestDb, onFileCleanup } from "./database.ts";
import type { TestUser } from "./users.ts";

/** A card form as the sandbox pages send it. */
export const card = (number: string = SANDBOX_CARDS.success, extra: Record<string, unknown> = {}) => ({
  number,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 3,
  cvc: "123",
  name: "Dana Agent",
  postal_code: "33301",
  ...extra,
});

function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

/** The organisation's payment customer id (the `orgStripeId` of the purchase routes). */
export async function customerIdOf(app: FastifyInstance, user: TestUser): Promise<string> {
  const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie: user.cookie } });
  expectStatus(me, 200, "GET /api/auth/me");
  const orgId = me.json<{ org_id: string }>().org_id;
  const response = await app.inject({ method: "GET", url: `/api/orgs/${orgId}`, headers: { cookie: user.cookie } });
  expectStatus(response, 200, "GET /api/orgs/{id}");
  return response.json<{ payment: { stripe_customer_id: string } }>().payment.stripe_customer_id;
}

/** The price of the plan choosePlan picks for a survey type and duration (new link, sandbox prices). */
export async function priceFor(app: FastifyInstance, user: TestUser, surveyType: TSurveyType, duration: TPlanDuration): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/stripe/prices", headers: { cookie: user.cookie } });
  expectStatus(response, 200, "GET /api/stripe/prices");
  const choice = choosePlan({ surveyType, duration, linkCreatedAt: null, environment: "other" });
  if (!choice.ok) throw new Error(`${surveyType} is not sold ${duration}`);
  const price = (response.json() as { prices: TPlanPriceResponse[] }).prices.find((p) => p.plan_key === planKey(choice.plan));
  if (!price) throw new Error(`no price for ${planKey(choice.plan)}`);
  return price.price_id;
}

export type CheckoutOptions = { discountCode?: string; returnToUrl?: string; cancelReturnUrl?: string; priceId?: string };

/** `POST /api/stripe/{orgStripeId}` as the marketplace sends it. */
export async function openCheckout(
  app: FastifyInstance,
  user: TestUser,
  body: Record<string, unknown>,
  plan: { surveyType: TSurveyType; duration: TPlanDuration },
  options: CheckoutOptions = {},
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({
    returnToUrl: options.returnToUrl ?? "/marketplace/payment",
    cancelReturnUrl: options.cancelReturnUrl ?? "/marketplace",
    priceId: options.priceId ?? (await priceFor(app, user, plan.surveyType, plan.duration)),
    ...(options.discountCode ? { discountCode: options.discountCode } : {}),
  });
  return app.inject({
    method: "POST",
    url: `/api/stripe/${encodeURIComponent(await customerIdOf(app, user))}?${query.toString()}`,
    headers: { cookie: user.cookie },
    payload: body,
  });
}

export function paySandbox(app: FastifyInstance, user: TestUser, checkoutId: string, number: string = SANDBOX_CARDS.success) {
  return app.inject({
    method: "POST",
    url: `/api/sandbox/checkout/${encodeURIComponent(checkoutId)}/pay`,
    headers: { cookie: user.cookie },
    payload: card(number),
  });
}

/**
 * Makes a pending link live the way an agency does: a checkout for it, paid on the sandbox page with the test
 * card that succeeds. Answers the checkout.
 */
export async function payForLink(app: FastifyInstance, admin: TestUser, link: Pick<TLink, "id" | "survey_type" | "stripe_plan_duration">) {
  const opened = await openCheckout(
    app,
    admin,
    { link_id: link.id },
    { surveyType: link.survey_type, duration: link.stripe_plan_duration },
  );
  expectStatus(opened, 201, "POST /api/stripe/{orgStripeId}");
  const checkout = opened.json() as TCheckoutResponse;
  const paid = await paySandbox(app, admin, checkout.checkout_id);
  expectStatus(paid, 200, "POST /api/sandbox/checkout/{id}/pay");
  if (paid.json<{ state: string }>().state !== "paid") throw new Error(`the sandbox did not take the payment: ${paid.body}`);
  return checkout;
}

let helperDb: Promise<Db> | undefined;

/**
 * Test-only: makes a pending link live without a checkout or a subscription, for tests about surveys and links
 * rather than billing (which buy with payForLink). Uses the file's own database.
 */
export async function activateLinkForTest(linkId: string): Promise<void> {
  if (!helperDb) {
    helperDb = connectTestDb();
    // Files share a worker: forget this file's connection when its database goes.
    onFileCleanup(async () => {
      helperDb = undefined;
    });
  }
  await (await helperDb).update(links).set({ status: "active" }).where(eq(links.id, linkId));
}
