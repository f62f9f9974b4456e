import { z } from "zod";
import { ZConsentKind, ZConsentRecord, type TConsentKind } from "./surveys/consent-records.ts";
import { ZSurveyLocale, ZSurveyType } from "./surveys/content.ts";
import { ZId } from "./surveys/fields.ts";
import { ZSurveyLinkSummary } from "./surveys/responses.ts";
import { screensFor } from "./surveys/screens.ts";
import type { TSurveyType } from "./surveys/survey-types.ts";

/**
 * Signing as a state of the submission (docs/product.md#signatures): whether the client signed the consent their
 * survey asks for, and the agent's request for a signature afterwards (docs/decisions/015-signature-requests.md).
 */

/**
 * `signed`: a consent is recorded on the response; `not_signed`: the survey asks for one and none is recorded (yet,
 * or the client declined); `not_required`: the survey type has no signing screen.
 */
export const signatureStatuses = ["signed", "not_signed", "not_required"] as const;
export const ZSignatureStatus = z.enum(signatureStatuses);
export type TSignatureStatus = z.infer<typeof ZSignatureStatus>;

/**
 * The consent a survey type asks the client to sign: the one whose screen is in its screen order (the Scope of
 * Appointment or the ACA consent), or null for a type without a signing screen. The database's
 * `submissions_signature_kind` says the same (tested against this).
 */
export function signatureKindFor(surveyType: TSurveyType): TConsentKind | null {
  const screens = screensFor({ surveyType });
  if (screens.includes("acaConsent")) return "aca_consent";
  if (screens.includes("scopeOfAppointment")) return "soa";
  return null;
}

/** How long a link sent for signature opens the signing screen. */
export const SIGNATURE_REQUEST_TTL_DAYS = 7;

/** `POST /api/responses/{id}/signature-request`: a new signing link (it replaces the previous one). */
export const ZCreateSignatureRequest = z
  .object({
    /** Also email the link to the client's email address from the survey, when there is one. */
    send_email: z.boolean().default(true),
  })
  .strict();
export type TCreateSignatureRequest = z.infer<typeof ZCreateSignatureRequest>;

/** The new signing link: shown once to the agent (to copy, or as a QR code); only its hash is stored. */
export const ZSignatureRequestCreated = z.object({
  url: z.string(),
  expires_at: z.string(),
  /** The response's language: the page opens in it. */
  locale: ZSurveyLocale,
  kind: ZConsentKind,
  /** The address it was emailed to, or null when it was not (no email in the survey, or not asked). */
  emailed_to: z.string().nullable(),
});
export type TSignatureRequestCreated = z.infer<typeof ZSignatureRequestCreated>;

/**
 * `GET /api/signature-requests/current` (bearer signing token): what the signing screen shows and nothing more —
 * the client's name, the agent and agency (the link), the consent to sign, and the record once signed.
 */
export const ZSignatureRequestView = z.object({
  response_id: ZId,
  content_id: ZId,
  survey_type: ZSurveyType,
  kind: ZConsentKind,
  locale: ZSurveyLocale,
  expires_at: z.string(),
  client: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable() }),
  link: ZSurveyLinkSummary,
  /** The consent signed through this link, once it is. */
  signed: ZConsentRecord.nullable(),
});
export type TSignatureRequestView = z.infer<typeof ZSignatureRequestView>;
