import type { TCreateResponseRequest, TCreateResponseResponse } from "@planready/contracts/surveys/responses";
import { api } from "../../../lib/api";

/**
 * Starting a response: the one survey call of the start page, and not a queued write (nothing to keep until the
 * response exists). Reading one is get-response.ts (the running survey's, kept off the start page's scripts);
 * every other survey call goes through the save queue (save-queue.ts).
 */
export function createResponse(body: TCreateResponseRequest): Promise<TCreateResponseResponse> {
  return api<TCreateResponseResponse>("/api/responses", { method: "POST", body });
}
