import type { TSubmissionCorrectionRequest, TSubmissionCorrectionResponse } from "@planready/contracts/submissions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { submissionKeys } from "./submission-keys";

/** PUT /api/responses/{id}?fromDashboard=true: the agent corrects answers or list items; each change is recorded. */
export function correctSubmission(id: string, body: TSubmissionCorrectionRequest): Promise<TSubmissionCorrectionResponse> {
  return api(`/api/responses/${encodeURIComponent(id)}?fromDashboard=true`, { method: "PUT", body });
}

export function useCorrectSubmission(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmissionCorrectionRequest) => correctSubmission(id, body),
    onSuccess: (result) => {
      queryClient.setQueryData(submissionKeys.detail(id), result.detail);
      return queryClient.invalidateQueries({ queryKey: submissionKeys.lists() });
    },
  });
}
