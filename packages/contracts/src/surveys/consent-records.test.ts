import { describe, expect, it } from "vitest";
import {
  isDeviceSigningTimeAcceptable,
  isSignatureDateAcceptable,
  SIGNATURE_MAX_CHARS,
  ZSignConsentRequest,
  ZSoaSelectionItem,
} from "./consent-records.ts";

const NOW = new Date("2026-03-15T03:00:00Z"); // 10 pm on March 14 in Miami
const today = () => {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String(now.getUTCDate()).padStart(2, "0")}/${now.getUTCFullYear()}`;
};
const soa = (over: Record<string, unknown> = {}) => ({
  id: "2f1d7c9a-3b4e-4c5d-8e6f-7a8b9c0d1e2f",
  kind: "soa",
  text_version: "soa-2025-01",
  locale: "en",
  signer_role: "beneficiary",
  signer_name: "Ana Reyes",
  products: ["part_d", "medicare_supplement"],
  signature: "M10 20 C 12 22, 14 24, 16 20 L 30.5 -2.5 Z",
  typed_name: "Ana Reyes",
  date: today(),
  ...over,
});
const messages = (value: unknown) => ZSignConsentRequest.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("isSignatureDateAcceptable", () => {
  it("accepts the UTC date and the day before (a US evening), nothing else", () => {
    expect(isSignatureDateAcceptable("03/15/2026", NOW)).toBe(true);
    expect(isSignatureDateAcceptable("03/14/2026", NOW)).toBe(true);
    expect(isSignatureDateAcceptable("03/13/2026", NOW)).toBe(false);
    expect(isSignatureDateAcceptable("03/16/2026", NOW)).toBe(false);
    expect(isSignatureDateAcceptable("3/15/2026", NOW)).toBe(false);
  });

  it("accepts tomorrow's UTC date in Guam (UTC+10) late in the UTC day", () => {
    const lateUtc = new Date("2026-03-15T20:00:00Z"); // 6 am on March 16 in Guam
    expect(isSignatureDateAcceptable("03/16/2026", lateUtc)).toBe(true);
    expect(isSignatureDateAcceptable("03/16/2026", new Date("2026-03-15T10:00:00Z"))).toBe(false);
  });
});

describe("isDeviceSigningTimeAcceptable", () => {
  const now = new Date("2026-03-20T12:00:00Z");
  it("takes a signature that waited offline for up to 30 days, and a device clock a few minutes fast", () => {
    expect(isDeviceSigningTimeAcceptable(new Date("2026-03-15T03:00:00Z"), now)).toBe(true);
    expect(isDeviceSigningTimeAcceptable(new Date("2026-02-18T12:00:00Z"), now)).toBe(true);
    expect(isDeviceSigningTimeAcceptable(new Date("2026-02-18T11:59:00Z"), now)).toBe(false);
    expect(isDeviceSigningTimeAcceptable(new Date("2026-03-20T12:09:00Z"), now)).toBe(true);
    expect(isDeviceSigningTimeAcceptable(new Date("2026-03-20T12:11:00Z"), now)).toBe(false);
  });
});

describe("ZSignConsentRequest", () => {
  it("accepts a beneficiary's Scope of Appointment", () => expect(messages(soa())).toBeUndefined());

  it("checks the date against the device's signing time, so a signature that waited offline for days is taken", () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    const dateThen = `${String(threeDaysAgo.getUTCMonth() + 1).padStart(2, "0")}/${String(threeDaysAgo.getUTCDate()).padStart(2, "0")}/${threeDaysAgo.getUTCFullYear()}`;
    expect(messages(soa({ date: dateThen }))).toEqual(["date: Enter today's date as MM/DD/YYYY"]);
    expect(messages(soa({ date: dateThen, device_signed_at: threeDaysAgo.toISOString() }))).toBeUndefined();
    expect(messages(soa({ device_signed_at: new Date(Date.now() - 31 * 86_400_000).toISOString() }))).toEqual([
      "device_signed_at: The time of signing is more than 30 days ago or in the future; sign again",
    ]);
    expect(messages(soa({ device_signed_at: "yesterday" }))).toEqual([
      "device_signed_at: The time of signing must be an ISO 8601 date and time",
    ]);
  });

  it("a representative names the beneficiary and the relationship", () => {
    expect(messages(soa({ signer_role: "representative" }))).toEqual([
      "beneficiary_name: Enter the name of the person you sign for",
      "representative_relationship: Enter your relationship to them",
    ]);
    expect(
      messages(soa({ signer_role: "representative", beneficiary_name: "José Reyes", representative_relationship: "Son" })),
    ).toBeUndefined();
  });

  it("the Scope of Appointment needs at least one product, each once; the ACA consent has none", () => {
    expect(messages(soa({ products: [] }))).toEqual(["products: Choose at least one product to discuss"]);
    expect(messages(soa({ products: ["part_d", "part_d"] }))).toEqual(["products: Choose each product only once"]);
    expect(messages(soa({ products: ["life_insurance"] }))?.[0]).toMatch(/^products.0: Choose a product/);
    expect(messages(soa({ kind: "aca_consent", text_version: "aca-2025-01", products: undefined }))).toBeUndefined();
    expect(messages(soa({ kind: "aca_consent", products: ["part_d"] }))).toEqual([
      "products: Products belong to the Scope of Appointment only",
    ]);
  });

  it("the signature is SVG path data and at most 50 KB", () => {
    expect(messages(soa({ signature: "" }))).toEqual(["signature: Draw your signature"]);
    expect(messages(soa({ signature: '<svg onload="x">' }))).toEqual(["signature: The signature must be SVG path data"]);
    expect(messages(soa({ signature: `M0 0 ${"L1 1 ".repeat(SIGNATURE_MAX_CHARS / 5)}` }))).toEqual([
      "signature: The drawn signature is too large; clear it and sign again",
    ]);
  });

  it("refuses unknown fields and an old date", () => {
    expect(messages(soa({ ip: "1.2.3.4" }))).toEqual([': Unrecognized key: "ip"']);
    expect(messages(soa({ date: "01/01/2020" }))).toEqual(["date: Enter today's date as MM/DD/YYYY"]);
  });
});

describe("ZSoaSelectionItem", () => {
  it("is one ticked product with the client's id and rev", () => {
    const id = "2f1d7c9a-3b4e-4c5d-8e6f-7a8b9c0d1e2f";
    expect(ZSoaSelectionItem.safeParse({ id, client_rev: 1, product: "hospital_indemnity" }).success).toBe(true);
    expect(ZSoaSelectionItem.safeParse({ id, client_rev: 1, product: "annuities" }).error?.issues[0]?.message).toMatch(/^Choose a product/);
  });
});
