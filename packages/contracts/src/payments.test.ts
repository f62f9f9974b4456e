import { describe, expect, it } from "vitest";
import { PAYMENT_LOCK_THRESHOLD, paymentFailureState, ZPromoCodeQuery } from "./payments.ts";

describe("paymentFailureState", () => {
  it("is ok with no failed payment", () => {
    expect(paymentFailureState(0)).toEqual({ kind: "ok" });
  });

  it("shows a notice with the attempts left out of 3 after one failure", () => {
    expect(paymentFailureState(1)).toEqual({ kind: "notice", attemptsLeft: 2 });
  });

  it("shows the banner at exactly 2", () => {
    expect(paymentFailureState(2)).toEqual({ kind: "banner" });
  });

  it("locks the account at 3 and beyond", () => {
    expect(PAYMENT_LOCK_THRESHOLD).toBe(3);
    expect(paymentFailureState(3)).toEqual({ kind: "locked" });
    expect(paymentFailureState(7)).toEqual({ kind: "locked" });
  });
});

describe("ZPromoCodeQuery", () => {
  it("accepts product, noCC and orgStripeId and refuses other parameters", () => {
    expect(ZPromoCodeQuery.safeParse({ product: "traditional", noCC: "true", orgStripeId: "cus_1" }).success).toBe(true);
    expect(ZPromoCodeQuery.safeParse({ discount: "100" }).success).toBe(false);
  });
});
