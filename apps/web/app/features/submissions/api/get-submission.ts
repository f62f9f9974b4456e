import type { TSubmissionDetail } from "@planready/contracts/submissions";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { retryUnlessRefused, submissionKeys } from "./submission-keys";

/** GET /api/responses/{id}/detail: everything the client entered, the signed consents and the corrections. */
export function getSubmission(id: string, request?: Request): Promise<TSubmissionDetail> {
  return api<TSubmissionDetail>(`/api/responses/${encodeURIComponent(id)}/detail`, request ? { request } : {});
}

export const submissionQueryOptions = (id: string, request?: Request) =>
  queryOptions({ queryKey: submissionKeys.detail(id), queryFn: () => getSubmission(id, request), retry: retryUnlessRefused });
