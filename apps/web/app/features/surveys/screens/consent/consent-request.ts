import type { TConsentKind, TSignConsentRequest, TSoaProduct } from "@planready/contracts/surveys/consent-records";

/**
 * The signing form of the Scope of Appointment and the ACA consent, as plain values, and the request it becomes
 * (POST /api/consents, ZSignConsentRequest). Pure, so the rules are unit-tested against the contract.
 */

/**
 * Whether the API takes a typed name alone as the signature (no drawing), for people who cannot draw: keyboard
 * and screen-reader users. consent-request.test.ts checks this against ZSignConsentRequest.
 */
export const TYPED_SIGNATURE_ACCEPTED = true;

export type TConsentForm = {
  signerRole: "beneficiary" | "representative";
  signerName: string;
  beneficiaryName: string;
  relationship: string;
  /** SVG path data of the drawing, or null. */
  signature: string | null;
  typedName: string;
  products: readonly TSoaProduct[];
};

export type TConsentFormError = "products" | "signerName" | "beneficiaryName" | "relationship" | "signature" | "typedName";

/** What is missing or wrong, in the order the fields appear. */
export function consentFormErrors(kind: TConsentKind, form: TConsentForm, typedAccepted = TYPED_SIGNATURE_ACCEPTED): TConsentFormError[] {
  const errors: TConsentFormError[] = [];
  if (kind === "soa" && form.products.length === 0) errors.push("products");
  if (form.signerRole === "representative") {
    if (!form.beneficiaryName.trim()) errors.push("beneficiaryName");
    if (!form.relationship.trim()) errors.push("relationship");
  }
  if (!form.signerName.trim()) errors.push("signerName");
  if (!form.signature && !typedAccepted) errors.push("signature");
  // Not compared with the printed name: "Dorothy A. Miller" signing as "Dorothy Miller" must not be refused.
  if (!form.typedName.trim()) errors.push("typedName");
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
    typed_name: form.typedName.trim(),
    date: localUsDate(now),
    // The moment of signing: a signature that waits offline is still checked against the day it was given.
    device_signed_at: now.toISOString(),
  };
  // Without a drawing the signature is left out: the typed name is the signature (see TYPED_SIGNATURE_ACCEPTED).
  return form.signature ? { ...request, signature: form.signature } : request;
}
