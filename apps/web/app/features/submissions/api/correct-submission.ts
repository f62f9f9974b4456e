import type { TSubmissionCorrectionRequest, TSubmissionCorrectionResponse } from "@planready/contracts/submissions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { submissionKeys } from "./submission-keys";

/** PUT /api/responses/{id}?fromDashboard=true: the agent corrects answers; each change is recorded. */
export function correctSubmission(id: string, fields: TSubmissionCorrectionRequest["fields"]): Promise<TSubmissionCorrectionResponse> {
  return api(`/api/responses/${encodeURIComponent(id)}?fromDashboard=true`, { method: "PUT", body: { fields } });
}

export function useCorrectSubmission(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: TSubmissionCorrectionRequest["fields"]) => correctSubmission(id, fields),
    onSuccess: (result) => {
      queryClient.setQueryData(submissionKeys.detail(id), result.detail);
      return queryClient.invalidateQueries({ queryKey: submissionKeys.lists() });
    },
  });
}
