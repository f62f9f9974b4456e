import type { TConsentKind } from "@planready/contracts/surveys/consent-records";
import type { SurveyAccess } from "./survey-access.ts";

/**
 * The principal of a `signature` route: what the token of a link sent for signature opens — the signing screen of
 * one response, to record one consent of one kind, and nothing else (docs/decisions/015-signature-requests.md).
 * Loaded once per request by `plugins/auth.ts` (signature-requests service `findSignatureAccess`).
 */
export type SignatureAccess = SurveyAccess & {
  requestId: string;
  kind: TConsentKind;
  /** The response's language: the page and the consent text are in it unless the client switches. */
  locale: "en" | "es";
  expiresAt: Date;
};
