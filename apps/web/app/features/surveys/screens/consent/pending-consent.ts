import type { TConsentKind, TSignConsentRequest } from "@planready/contracts/surveys/consent-records";

/**
 * A signature the client gave that the server may not hold yet. The write itself waits in the save queue
 * (IndexedDB) until the server takes it; this copy lets the screen keep showing "signed" after a reload in the
 * meantime, so nobody is asked to sign twice. Dropped once the server's record is in the response.
 */
const key = (responseId: string, kind: TConsentKind) => `planready:consent:${responseId}:${kind}`;

export function readPendingConsent(responseId: string, kind: TConsentKind): TSignConsentRequest | null {
  try {
    const value = localStorage.getItem(key(responseId, kind));
    return value ? (JSON.parse(value) as TSignConsentRequest) : null;
  } catch {
    return null;
  }
}

export function writePendingConsent(responseId: string, request: TSignConsentRequest): void {
  try {
    localStorage.setItem(key(responseId, request.kind), JSON.stringify(request));
  } catch {
    // Storage full or refused: the queued write still carries the signature.
  }
}

export function clearPendingConsent(responseId: string, kind: TConsentKind): void {
  try {
    localStorage.removeItem(key(responseId, kind));
  } catch {
    // Nothing to do.
  }
}
