import { SANDBOX_CARDS } from "@planready/contracts/billing/api";
import { describe, expect, it } from "vitest";
import { cardIssues, cardPayload, formatCardNumber, formatExpiry, parseExpiry, passesLuhn } from "./card-input";

const today = new Date("2026-11-21T12:00:00Z");
const valid = { number: SANDBOX_CARDS.success, expiry: "12 / 30", cvc: "123", name: "Avery Quinn", postalCode: "78701" };

describe("card input", () => {
  it("formats the number in groups of four and the expiry as MM / YY", () => {
    expect(formatCardNumber("4242424242424242")).toBe(SANDBOX_CARDS.success);
    expect(formatCardNumber("4242-4242 42")).toBe("4242 4242 42");
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(formatExpiry("4")).toBe("04");
    expect(formatExpiry("12 / 3")).toBe("12 / 3");
  });

  it("knows the sandbox's test cards are well-formed numbers", () => {
    for (const number of Object.values(SANDBOX_CARDS)) expect(passesLuhn(number), number).toBe(true);
    expect(passesLuhn("4242 4242 4242 4241")).toBe(false);
  });

  it("reads the expiry month and year", () => {
    expect(parseExpiry("12 / 30")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("13 / 30")).toBeNull();
    expect(parseExpiry("1 / 3")).toBeNull();
  });

  it("accepts a complete form and names each problem otherwise", () => {
    expect(cardIssues(valid, today)).toEqual({});
    expect(cardIssues({ number: "", expiry: "", cvc: "", name: " ", postalCode: "" }, today)).toEqual({
      number: "required",
      expiry: "required",
      cvc: "required",
      name: "required",
      postalCode: "required",
    });
    expect(cardIssues({ ...valid, number: "4242 4242 4242 4241" }, today).number).toBe("number");
    expect(cardIssues({ ...valid, expiry: "10 / 26" }, today).expiry).toBe("expired");
    expect(cardIssues({ ...valid, expiry: "11 / 26" }, today).expiry).toBeUndefined();
    expect(cardIssues({ ...valid, cvc: "12" }, today).cvc).toBe("cvc");
    expect(cardIssues({ ...valid, postalCode: "787" }, today).postalCode).toBe("postalCode");
  });

  it("sends digits only, with the expiry split", () => {
    expect(cardPayload(valid)).toEqual({
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2030,
      cvc: "123",
      name: "Avery Quinn",
      postal_code: "78701",
    });
  });
});
