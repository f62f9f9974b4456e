import type { TSandboxCheckoutResponse, TSandboxPaymentMethodResponse, TSandboxPayResponse } from "@planready/contracts/billing/api";
import type { SandboxCardInput, SandboxControls } from "../../integrations/payments/payment-provider.ts";
import { AppError } from "../../lib/app-error.ts";
import { findLinkById } from "../links/links.service.ts";
import { findPaymentCustomerId } from "../orgs/orgs.service.ts";
import type { Actor } from "../../core/actor.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { observeInvoice, syncCheckout } from "./billing-events.service.ts";
import { assertBillingAdmin, billingOrgOf } from "./billing.policy.ts";
import { labelOfPlanKey, presentCard } from "./billing.presenter.ts";
import { findFailedPaymentAttempts, findOrgCheckout, type CheckoutRow } from "./billing.repository.ts";

/** The sandbox's own controls; with Stripe these pages do not exist. */
function sandboxOf(deps: BillingDeps): SandboxControls {
  if (!deps.payments.sandbox) throw new AppError("NOT_FOUND", "The sandbox payment pages exist only while the sandbox provider is used.");
  return deps.payments.sandbox;
}

async function ownCheckout(deps: BillingDeps, actor: Actor, checkoutId: string): Promise<CheckoutRow> {
  const orgId = billingOrgOf(actor);
  const row = await findOrgCheckout(deps.db, orgId, checkoutId);
  if (!row) throw new AppError("NOT_FOUND", "No checkout with this id.");
  return row;
}

/** GET /sandbox/checkout/{checkoutId}: what the sandbox checkout page shows. */
export async function describeSandboxCheckout(deps: BillingDeps, actor: Actor, checkoutId: string): Promise<TSandboxCheckoutResponse> {
  const sandbox = sandboxOf(deps);
  const row = await ownCheckout(deps, actor, checkoutId);
  const details = await sandbox.describeCheckout(checkoutId);
  const link = await findLinkById(deps.db, row.link_id);
  if (!details || !link) throw new AppError("NOT_FOUND", "No checkout with this id.");
  return {
    checkout_id: checkoutId,
    state: row.state,
    plan_key: row.plan_key,
    plan_label: labelOfPlanKey(row.plan_key),
    amount: details.amount,
    currency: details.currency,
    interval: details.interval,
    discount_code: details.promoCode,
    discount_description: details.promoDescription,
    discount_amount: details.discountAmount,
    amount_due: Math.max(0, details.amount - details.discountAmount),
    link_url: link.url,
    survey_type: link.survey_type,
    return_url: details.successUrl,
    cancel_url: details.cancelUrl,
  };
}

/**
 * POST /sandbox/checkout/{checkoutId}/pay: pays with a test card. A refused card is an answer (state declined and
 * why), not an error; a paid checkout has already activated its link (the sandbox's events are handled in process)
 * and the state is read back the way the return page would.
 */
export async function paySandboxCheckout(
  deps: BillingDeps,
  actor: Actor,
  checkoutId: string,
  card: SandboxCardInput,
): Promise<TSandboxPayResponse> {
  const sandbox = sandboxOf(deps);
  const row = await ownCheckout(deps, actor, checkoutId);
  const { declineCode } = await sandbox.payCheckout(checkoutId, card);
  await syncCheckout(deps, checkoutId);
  const fresh = (await findOrgCheckout(deps.db, row.org_id, checkoutId))!;
  const details = await sandbox.describeCheckout(checkoutId);
  return {
    state: fresh.state,
    decline_code: fresh.state === "paid" ? null : declineCode,
    redirect_url: fresh.state === "paid" ? (details?.successUrl ?? null) : null,
  };
}

/**
 * POST /sandbox/payment-method/{orgId}: the sandbox's card page. A card that works replaces the organisation's
 * card and its open invoices are tried again at once (a paid one clears the failed attempts).
 */
export async function saveSandboxCard(
  deps: BillingDeps,
  actor: Actor,
  orgId: string,
  card: SandboxCardInput,
): Promise<TSandboxPaymentMethodResponse> {
  const sandbox = sandboxOf(deps);
  assertBillingAdmin(actor, orgId);
  const customerId = await findPaymentCustomerId(deps.db, orgId);
  if (!customerId) throw new AppError("PAYMENT_CUSTOMER_MISSING", "Your agency's payment account is not ready yet. Try again in a minute.");
  const { declineCode } = await sandbox.saveCard(customerId, card);
  if (!declineCode) {
    for (const invoice of await deps.payments.retryOpenInvoices(customerId)) await observeInvoice(deps, invoice);
    deps.log.info({ orgId }, "sandbox card replaced");
  }
  return {
    saved: !declineCode,
    decline_code: declineCode,
    payment_method: presentCard(await deps.payments.getPaymentMethod(customerId)),
    number_failed_payment_attempts: await findFailedPaymentAttempts(deps.db, orgId),
  };
}

/** GET /sandbox/invoices/{invoiceId}/receipt: a printable receipt of one of the organisation's invoices. */
export async function sandboxReceipt(deps: BillingDeps, actor: Actor, invoiceId: string): Promise<string> {
  const sandbox = sandboxOf(deps);
  const orgId = billingOrgOf(actor);
  const customerId = await findPaymentCustomerId(deps.db, orgId);
  const receipt = await sandbox.receipt(invoiceId);
  if (!receipt || !customerId || receipt.customerId !== customerId) throw new AppError("NOT_FOUND", "No invoice with this id.");
  return receipt.html;
}
