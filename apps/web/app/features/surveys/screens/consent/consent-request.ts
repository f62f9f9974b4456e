import type { TConsentKind, TSignConsentRequest, TSoaProduct } from "@planready/contracts/surveys/consent-records";
import { currentEsignDisclosureVersion } from "@planready/contracts/surveys/esign-disclosure";

/**
 * The signing form of the Scope of Appointment and the ACA consent, as plain values, and the request it becomes
 * (POST /api/consents, ZSignConsentRequest). Pure, so the rules are unit-tested against the contract.
 */

/**
 * How the client signs: drawing in the box, or, for people who cannot draw (keyboard and screen-reader users,
 * shaky hands), their printed name typed as the signature. One or the other, never both.
 */
export const signatureMethods = ["draw", "type"] as const;
export type TSignatureMethod = (typeof signatureMethods)[number];

export type TConsentForm = {
  signerRole: "beneficiary" | "representative";
  /** The signer's printed name (prefilled from the survey); typed as the signature when `method` is "type". */
  signerName: string;
  beneficiaryName: string;
  relationship: string;
  method: TSignatureMethod;
  /** SVG path data of the drawing, or null. */
  signature: string | null;
  products: readonly TSoaProduct[];
};

export type TConsentFormError = "products" | "signerName" | "beneficiaryName" | "relationship" | "signature";

/** What is missing or wrong, in the order the fields appear. */
export function consentFormErrors(kind: TConsentKind, form: TConsentForm): TConsentFormError[] {
  const errors: TConsentFormError[] = [];
  if (kind === "soa" && form.products.length === 0) errors.push("products");
  if (form.signerRole === "representative") {
    if (!form.beneficiaryName.trim()) errors.push("beneficiaryName");
    if (!form.relationship.trim()) errors.push("relationship");
  }
  if (!form.signerName.trim()) errors.push("signerName");
  if (form.method === "draw" && !form.signature) errors.push("signature");
  return errors;
}

/** The signer's calendar date as MM/DD/YYYY (the form's date; the API accepts today or, across midnight UTC, yesterday). */
export function localUsDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(now.getMonth() + 1)}/${pad(now.getDate())}/${now.getFullYear()}`;
}

export function buildConsentRequest(options: {
  id: string;
  kind: TConsentKind;
  textVersion: string;
  locale: "en" | "es";
  form: TConsentForm;
  now?: Date;
}): TSignConsentRequest {
  const { form, kind } = options;
  const now = options.now ?? new Date();
  const representative = form.signerRole === "representative";
  const request = {
    id: options.id,
    kind,
    text_version: options.textVersion,
    locale: options.locale,
    signer_role: form.signerRole,
    signer_name: form.signerName.trim(),
    beneficiary_name: representative ? form.beneficiaryName.trim() : null,
    representative_relationship: representative ? form.relationship.trim() : null,
    ...(kind === "soa" ? { products: [...new Set(form.products)] } : {}),
    // The printed name is the typed name of the record: the signature itself when typed, beside the drawing otherwise.
    typed_name: form.signerName.trim(),
    date: localUsDate(now),
    // The moment of signing: a signature that waits offline is still checked against the day it was given.
    device_signed_at: now.toISOString(),
    // The electronic-signature disclosure the screen shows above the Sign button.
    esign_disclosure_version: currentEsignDisclosureVersion,
  };
  // Typed: no drawing goes with it (one that was started and then abandoned for typing is not sent).
  return form.method === "draw" && form.signature ? { ...request, signature: form.signature } : request;
}
