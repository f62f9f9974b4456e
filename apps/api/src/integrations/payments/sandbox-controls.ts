import { AppError } from "../../lib/app-error.ts";
import type { SandboxControls, SandboxRenewalResult } from "./payment-provider.ts";
import { checkSandboxCard } from "./sandbox-cards.ts";
import { promoPercent, sandboxPrice } from "./sandbox-catalogue.ts";
import { addInterval, describeLine, presentCheckout, sandboxId, type SandboxContext } from "./sandbox-objects.ts";
import { renderSandboxReceipt } from "./sandbox-receipt.ts";
import * as store from "./sandbox-store.ts";

/** Charges an invoice once more: paid with a card that succeeds (or when forced), else one more failed attempt. */
export async function attemptInvoice({ db, emit }: SandboxContext, invoice: store.SandboxInvoiceRow, succeed: boolean, counts: boolean) {
  const now = new Date();
  if (succeed) {
    const paid = await store.updateInvoice(db, invoice.id, {
      status: "paid",
      amount_paid: invoice.amount_due,
      attempt_count: invoice.attempt_count + 1,
      paid_at: now,
    });
    const subscription = invoice.subscription_id ? await store.findSubscription(db, invoice.subscription_id) : undefined;
    if (subscription && subscription.status !== "canceled") {
      const advance = invoice.period_end > subscription.current_period_end;
      await store.updateSubscription(db, subscription.id, {
        status: "active",
        ...(advance ? { current_period_start: invoice.period_start, current_period_end: invoice.period_end } : {}),
      });
    }
    await emit(
      { type: "invoice.paid", invoiceId: paid.id },
      { type: "customer.subscription.updated", subscriptionId: invoice.subscription_id ?? undefined },
    );
    return paid;
  }
  const failed = await store.updateInvoice(db, invoice.id, { attempt_count: invoice.attempt_count + (counts ? 1 : 0) });
  if (invoice.subscription_id) await store.updateSubscription(db, invoice.subscription_id, { status: "past_due" });
  await emit(
    { type: "invoice.payment_failed", invoiceId: failed.id },
    { type: "customer.subscription.updated", subscriptionId: invoice.subscription_id ?? undefined },
  );
  return failed;
}

export function createSandboxControls(ctx: SandboxContext): SandboxControls {
  const { db, emit, lookupPromo } = ctx;
  const sandbox: SandboxControls = {
    async describeCheckout(checkoutId) {
      const row = await store.findCheckout(db, checkoutId);
      if (!row) return null;
      const price = sandboxPrice(row.price_id);
      const promo = row.promo_code ? lookupPromo(row.promo_code) : null;
      const amount = price?.amount ?? 0;
      return {
        checkout: presentCheckout(row),
        priceId: row.price_id,
        promoCode: row.promo_code,
        promoDescription: promo?.description ?? null,
        amount,
        discountAmount: Math.round((amount * promoPercent(promo?.description ?? null)) / 100),
        currency: price?.currency ?? "usd",
        interval: price?.interval ?? "month",
        successUrl: row.success_url,
        cancelUrl: row.cancel_url,
      };
    },

    async payCheckout(checkoutId, card) {
      const row = await store.findCheckout(db, checkoutId);
      if (!row) throw new AppError("NOT_FOUND", "No checkout with this id.");
      if (row.status !== "open") return { checkout: presentCheckout(row), declineCode: null };
      const checked = checkSandboxCard(card);
      const declineCode = !checked.ok ? checked.declineCode : checked.outcome === "succeeds" ? null : checked.outcome;
      if (!checked.ok || declineCode) {
        const declined = await store.updateOpenCheckout(db, checkoutId, { last_decline: declineCode });
        return { checkout: presentCheckout(declined ?? row), declineCode };
      }
      const price = sandboxPrice(row.price_id);
      if (!price) throw new AppError("CONFLICT", "This checkout's price is no longer sold.");
      const details = await sandbox.describeCheckout(checkoutId);
      const now = new Date();
      const periodEnd = addInterval(now, price.interval);
      const done = await db.transaction(async (tx) => {
        const subscriptionId = sandboxId("sub");
        const completed = await store.updateOpenCheckout(tx, checkoutId, {
          status: "complete",
          last_decline: null,
          subscription_id: subscriptionId,
          completed_at: now,
        });
        if (!completed) return null; // paid meanwhile by another request
        await store.saveCustomerCard(tx, row.customer_id, {
          card_brand: checked.brand,
          card_last4: checked.last4,
          card_exp_month: checked.expMonth,
          card_exp_year: checked.expYear,
          card_outcome: checked.outcome,
        });
        await store.insertSubscription(tx, {
          id: subscriptionId,
          customer_id: row.customer_id,
          price_id: row.price_id,
          status: "active",
          current_period_start: now,
          current_period_end: periodEnd,
          promo_code: row.promo_code,
          metadata: row.metadata,
        });
        const due = price.amount - (details?.discountAmount ?? 0);
        const invoice = await store.insertInvoice(tx, {
          id: sandboxId("in"),
          customer_id: row.customer_id,
          subscription_id: subscriptionId,
          status: "paid",
          amount_due: due,
          amount_paid: due,
          currency: price.currency,
          attempt_count: 1,
          description: describeLine(row.price_id),
          period_start: now,
          period_end: periodEnd,
          paid_at: now,
        });
        return { completed, subscriptionId, invoiceId: invoice.id };
      });
      if (!done) return { checkout: presentCheckout((await store.findCheckout(db, checkoutId))!), declineCode: null };
      await emit(
        { type: "checkout.session.completed", checkoutId },
        { type: "customer.subscription.created", subscriptionId: done.subscriptionId },
        { type: "invoice.paid", invoiceId: done.invoiceId },
      );
      return { checkout: presentCheckout(done.completed), declineCode: null };
    },

    async cancelCheckout(checkoutId) {
      const expired = await store.updateOpenCheckout(db, checkoutId, { status: "expired" });
      if (expired) await emit({ type: "checkout.session.expired", checkoutId });
      const row = expired ?? (await store.findCheckout(db, checkoutId));
      return row ? presentCheckout(row) : null;
    },

    async saveCard(customerId, card) {
      const checked = checkSandboxCard(card);
      if (!checked.ok) return { declineCode: checked.declineCode };
      if (checked.outcome !== "succeeds") return { declineCode: checked.outcome };
      await store.saveCustomerCard(db, customerId, {
        card_brand: checked.brand,
        card_last4: checked.last4,
        card_exp_month: checked.expMonth,
        card_exp_year: checked.expYear,
        card_outcome: checked.outcome,
      });
      return { declineCode: null };
    },

    async simulateRenewal(customerId, outcome) {
      const results: SandboxRenewalResult[] = [];
      const renewing = (await store.listCustomerSubscriptions(db, customerId)).filter((s) =>
        ["active", "trialing", "past_due", "unpaid"].includes(s.status),
      );
      for (const subscription of renewing) {
        if (subscription.cancel_at_period_end) {
          await store.updateSubscription(db, subscription.id, { status: "canceled", ended_at: new Date() });
          await emit({ type: "customer.subscription.deleted", subscriptionId: subscription.id });
          results.push({ subscriptionId: subscription.id, invoiceId: null, outcome: "ended", attemptCount: 0 });
          continue;
        }
        const [owed] = await store.listOpenInvoices(db, customerId, [subscription.id]);
        const price = sandboxPrice(subscription.price_id);
        const invoice =
          owed ??
          (await store.insertInvoice(db, {
            id: sandboxId("in"),
            customer_id: customerId,
            subscription_id: subscription.id,
            status: "open",
            amount_due: price?.amount ?? 0,
            currency: price?.currency ?? "usd",
            attempt_count: 0,
            description: describeLine(subscription.price_id),
            period_start: subscription.current_period_end,
            period_end: addInterval(subscription.current_period_end, price?.interval ?? "month"),
          }));
        const after = await attemptInvoice(ctx, invoice, outcome === "succeeded", true);
        results.push({
          subscriptionId: subscription.id,
          invoiceId: after.id,
          outcome: after.status === "paid" ? "paid" : "failed",
          attemptCount: after.attempt_count,
        });
      }
      return results;
    },

    async receipt(invoiceId) {
      const invoice = await store.findInvoice(db, invoiceId);
      if (!invoice) return null;
      const customer = await store.findCustomer(db, invoice.customer_id);
      return { customerId: invoice.customer_id, html: renderSandboxReceipt(invoice, customer) };
    },
  };
  return sandbox;
}
