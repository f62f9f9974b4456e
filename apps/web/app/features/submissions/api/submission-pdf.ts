import { api } from "../../../lib/api";

/**
 * A submission's PDF is made by a background job, stored and reused. These are its three calls; the
 * PDF itself is a plain download from `submissionPdfHref`.
 */

/** GET /api/responses/existing-pdf/{id}: whether the stored PDF is ready. Any failure counts as false. */
export async function hasExistingPdf(id: string): Promise<boolean> {
  try {
    const body = await api<{ existing?: boolean } | null>(`/api/responses/existing-pdf/${encodeURIComponent(id)}`);
    return body?.existing === true;
  } catch (error) {
    console.error("Could not check for the submission's PDF", error);
    return false;
  }
}

export type TPdfRequestState = { status: "pending" | "ready" | "failed"; generated_at: string | null };

/** POST /api/responses/{id}/pdf: asks for the PDF to be made (again, if the answers changed since). */
export function requestPdf(id: string): Promise<TPdfRequestState> {
  return api<TPdfRequestState>(`/api/responses/${encodeURIComponent(id)}/pdf`, { method: "POST" });
}

/** GET /api/responses/{id}/pdf: the file, sent as an attachment. */
export const submissionPdfHref = (id: string) => `/api/responses/${encodeURIComponent(id)}/pdf`;
