import { describe, expect, it } from "vitest";
import { paymentFailureState } from "../payments.ts";
import { applyInvoiceObservation, failedPaymentAttempts, failedPaymentStateOf, type TInvoiceObservation } from "./failed-payments.ts";

const failed = (invoiceId: string, attemptCount: number): TInvoiceObservation => ({ invoiceId, attemptCount, settlement: "open" });
const paid = (invoiceId: string, attemptCount: number): TInvoiceObservation => ({ invoiceId, attemptCount, settlement: "paid" });

/** Every ordering of a small list (n! of them). */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

describe("failed-payment attempts from invoice observations", () => {
  it("counts the invoice's attempt count, not the deliveries", () => {
    expect(failedPaymentAttempts(failedPaymentStateOf([failed("in_1", 1)]))).toBe(1);
    expect(failedPaymentAttempts(failedPaymentStateOf([failed("in_1", 1), failed("in_1", 1), failed("in_1", 1)]))).toBe(1);
    expect(failedPaymentAttempts(failedPaymentStateOf([failed("in_1", 1), failed("in_1", 2)]))).toBe(2);
  });

  it("drives the payment-failure states: notice at 1, banner at 2, locked at 3", () => {
    const states = [1, 2, 3].map((n) => paymentFailureState(failedPaymentAttempts(failedPaymentStateOf([failed("in_1", n)]))).kind);
    expect(states).toEqual(["notice", "banner", "locked"]);
  });

  it("clears the count when the invoice is paid, and a voided invoice no longer counts", () => {
    expect(failedPaymentAttempts(failedPaymentStateOf([failed("in_1", 3), paid("in_1", 4)]))).toBe(0);
    expect(
      failedPaymentAttempts(failedPaymentStateOf([failed("in_1", 2), { invoiceId: "in_1", attemptCount: 2, settlement: "void" }])),
    ).toBe(0);
  });

  it("keeps counting another invoice still owed", () => {
    expect(failedPaymentAttempts(failedPaymentStateOf([failed("in_1", 2), failed("in_2", 1), paid("in_1", 3)]))).toBe(1);
  });

  it("ends in the same state whatever the order or duplication of events", () => {
    const events = [failed("in_1", 1), failed("in_1", 2), failed("in_2", 1), paid("in_1", 3), failed("in_2", 2)];
    const expected = failedPaymentStateOf(events);
    expect(failedPaymentAttempts(expected)).toBe(2);
    for (const order of permutations(events)) {
      expect(failedPaymentStateOf(order)).toEqual(expected);
      expect(failedPaymentStateOf([...order, ...order.slice(0, 2)])).toEqual(expected);
    }
  });

  it("applying an observation twice is the same as once", () => {
    const once = applyInvoiceObservation({}, failed("in_9", 2));
    expect(applyInvoiceObservation(once, failed("in_9", 2))).toEqual(once);
    expect(applyInvoiceObservation(once, failed("in_9", 1))).toEqual(once);
  });
});
