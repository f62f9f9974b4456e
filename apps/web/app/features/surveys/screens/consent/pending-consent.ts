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

/**
 * Who is signing, kept on this device while the client fills the signing form, so leaving the screen or reloading
 * before signing does not lose the names typed. The signature itself (drawn or typed) is never kept: signing is an
 * act done at once. Dropped when the signature is given.
 */
export type TConsentDraft = {
  signerRole: "beneficiary" | "representative";
  signerName: string;
  beneficiaryName: string;
  relationship: string;
};

const draftKey = (responseId: string, kind: TConsentKind) => `planready:consent-draft:${responseId}:${kind}`;

export function readConsentDraft(responseId: string, kind: TConsentKind): TConsentDraft | null {
  try {
    const value = localStorage.getItem(draftKey(responseId, kind));
    const draft = value ? (JSON.parse(value) as Partial<TConsentDraft>) : null;
    if (!draft || (draft.signerRole !== "beneficiary" && draft.signerRole !== "representative")) return null;
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    return {
      signerRole: draft.signerRole,
      signerName: text(draft.signerName),
      beneficiaryName: text(draft.beneficiaryName),
      relationship: text(draft.relationship),
    };
  } catch {
    return null;
  }
}

export function writeConsentDraft(responseId: string, kind: TConsentKind, draft: TConsentDraft | null): void {
  try {
    if (draft) localStorage.setItem(draftKey(responseId, kind), JSON.stringify(draft));
    else localStorage.removeItem(draftKey(responseId, kind));
  } catch {
    // Storage full or refused: the form still works, the names just are not kept.
  }
}
