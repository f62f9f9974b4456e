import { describe, expect, it } from "vitest";
import { linkOwnerName, renews, statusKey } from "./link-state";

describe("link state", () => {
  it("renews while the subscription runs and was not cancelled", () => {
    expect(renews({ subscription_status: "active", cancel_at_period_end: false })).toBe(true);
    expect(renews({ subscription_status: "past_due", cancel_at_period_end: false })).toBe(true);
    expect(renews({ subscription_status: "active", cancel_at_period_end: true })).toBe(false);
    expect(renews({ subscription_status: "canceled", cancel_at_period_end: false })).toBe(false);
    expect(renews({ subscription_status: null, cancel_at_period_end: false })).toBe(false);
  });

  it("names the state", () => {
    expect(statusKey({ status: "pending", cancel_at_period_end: false, ends_at: null })).toBe("pending");
    expect(statusKey({ status: "active", cancel_at_period_end: false, ends_at: null })).toBe("active");
    expect(statusKey({ status: "active", cancel_at_period_end: true, ends_at: "2027-01-01T00:00:00Z" })).toBe("ending");
    expect(statusKey({ status: "cancelled", cancel_at_period_end: true, ends_at: "2026-01-01T00:00:00Z" })).toBe("cancelled");
  });

  it("names the owner by names, else agency", () => {
    expect(linkOwnerName({ first_name: "Rosa", last_name: " ", agency_name: "Diaz" })).toBe("Rosa");
    expect(linkOwnerName({ first_name: null, last_name: null, agency_name: " Diaz Insurance " })).toBe("Diaz Insurance");
    expect(linkOwnerName({ first_name: null, last_name: null, agency_name: null })).toBeNull();
  });
});
