import { ZSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import { describe, expect, it } from "vitest";
import { buildConsentRequest, consentFormErrors, localUsDate, type TConsentForm } from "./consent-request";

const id = "0b7c1f1e-7a51-4c57-9f7e-4d8f5d6c2b11";
const form: TConsentForm = {
  signerRole: "beneficiary",
  signerName: "Dorothy Miller ",
  beneficiaryName: "",
  relationship: "",
  method: "draw",
  signature: "M10 20l5 5 10 -3",
  products: ["part_d", "medicare_supplement"],
};

describe("consent request", () => {
  it("is a valid Scope of Appointment signature for the contract", () => {
    const request = buildConsentRequest({ id, kind: "soa", textVersion: "soa-2026-11", locale: "en", form });
    expect(ZSignConsentRequest.safeParse(request).error).toBeUndefined();
    expect(request.products).toEqual(["part_d", "medicare_supplement"]);
    expect(request.beneficiary_name).toBeNull();
    // The disclosure the screen showed goes with the signature, to be printed in the PDF's signing certificate.
    expect(request.esign_disclosure_version).toBe("esign-2026-11");
  });

  it("names the beneficiary and relationship when a representative signs, and carries no products for the ACA consent", () => {
    const request = buildConsentRequest({
      id,
      kind: "aca_consent",
      textVersion: "aca-2026-11",
      locale: "es",
      form: {
        ...form,
        signerRole: "representative",
        signerName: "Ana Miller",
        beneficiaryName: "Dorothy Miller",
        relationship: "Daughter",
      },
    });
    expect(ZSignConsentRequest.safeParse(request).error).toBeUndefined();
    expect(request).toMatchObject({
      signer_role: "representative",
      beneficiary_name: "Dorothy Miller",
      representative_relationship: "Daughter",
    });
    expect(request.products).toBeUndefined();
  });

  it("dates the signature with the signer's own calendar day", () => {
    expect(localUsDate(new Date(2025, 0, 5, 23, 59))).toBe("01/05/2025");
  });

  it("signs with the drawing and the printed name, or with the printed name alone when typed", () => {
    const drawn = buildConsentRequest({ id, kind: "soa", textVersion: "soa-2026-11", locale: "en", form });
    expect(drawn).toMatchObject({ signer_name: "Dorothy Miller", typed_name: "Dorothy Miller", signature: form.signature });
    // A drawing started before choosing to type is not sent: one signature, the one chosen.
    const typed = buildConsentRequest({ id, kind: "soa", textVersion: "soa-2026-11", locale: "en", form: { ...form, method: "type" } });
    expect(ZSignConsentRequest.safeParse(typed).error).toBeUndefined();
    expect(typed).toMatchObject({ signer_name: "Dorothy Miller", typed_name: "Dorothy Miller" });
    expect(typed).not.toHaveProperty("signature");
  });
});

describe("consent form errors", () => {
  it("accepts a complete form", () => {
    expect(consentFormErrors("soa", form)).toEqual([]);
  });

  it("asks for at least one product on the Scope of Appointment only", () => {
    expect(consentFormErrors("soa", { ...form, products: [] })).toEqual(["products"]);
    expect(consentFormErrors("aca_consent", { ...form, products: [] })).toEqual([]);
  });

  it("asks a representative for the beneficiary and their relationship", () => {
    expect(consentFormErrors("soa", { ...form, signerRole: "representative" })).toEqual(["beneficiaryName", "relationship"]);
  });

  it("asks for one signature: a drawing when drawing was chosen, nothing more than the name when typing", () => {
    expect(consentFormErrors("soa", { ...form, signature: null })).toEqual(["signature"]);
    expect(consentFormErrors("soa", { ...form, method: "type", signature: null })).toEqual([]);
    expect(consentFormErrors("soa", { ...form, method: "type", signerName: " " })).toEqual(["signerName"]);
  });
});
