import type { TCreateResponseRequest, TCreateResponseResponse, TSurveyResponse } from "@planready/contracts/surveys/responses";
import { api, ApiError } from "../../../lib/api";

/**
 * The two survey calls that are not queued writes: starting a response (nothing to keep until it exists) and
 * reading one. Every other survey call goes through the save queue (save-queue.ts).
 */

export function createResponse(body: TCreateResponseRequest): Promise<TCreateResponseResponse> {
  return api<TCreateResponseResponse>("/api/responses", { method: "POST", body });
}

/** GET /api/responses/:id with the bearer token; ApiError 0 when offline, 401/403/404 when the token does not open it. */
export async function getResponse(id: string, token: string, signal?: AbortSignal): Promise<TSurveyResponse> {
  let response: Response;
  try {
    response = await fetch(`/api/responses/${encodeURIComponent(id)}`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      signal: signal ?? AbortSignal.timeout(20_000),
    });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) throw new ApiError(response.status, null);
  return (await response.json()) as TSurveyResponse;
}
