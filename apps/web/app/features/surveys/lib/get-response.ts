import type { TSurveyResponse } from "@planready/contracts/surveys/responses";
import { api } from "../../../lib/api";

/** GET /api/responses/:id with the bearer token; ApiError 0 when offline or after 20 s, 401/403/404 when the token does not open it. */
export function getResponse(id: string, token: string, signal?: AbortSignal): Promise<TSurveyResponse> {
  return api<TSurveyResponse>(`/api/responses/${encodeURIComponent(id)}`, { token, timeoutMs: 20_000, ...(signal ? { signal } : {}) });
}
