import type { TSignatureRequestView } from "@planready/contracts/signature-requests";
import type { TConsentRecord, TSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import { api } from "../../../lib/api";

/**
 * The calls of a link sent for signature (`/sign/{token}`): its token opens the signing screen of one response and
 * records one consent there, nothing else.
 */
export function getSigningView(token: string, request?: Request): Promise<TSignatureRequestView> {
  return api("/api/signature-requests/current", { token, ...(request ? { request } : {}) });
}

export function signThroughLink(token: string, body: TSignConsentRequest): Promise<TConsentRecord> {
  return api("/api/signature-requests/current/consents", { method: "POST", body, token, timeoutMs: 30_000 });
}
