import { api, ApiError } from "../../../lib/api";
import type { PendingWrite } from "./pending-writes";
import type { SendResult } from "./save-queue";
import { toRequest, type TSurveyIds } from "./survey-writes";

/**
 * Sends one queued write with the survey's bearer token, through the app's one transport (lib/api.ts), kept alive
 * past the page's end. Network failures, timeouts, 5xx, 408 and 429 are worth retrying; the survey being closed to
 * its token (submitted, or its session expired: decision 017) is `closed`, the write dropped without an error; any
 * other refusal (validation, a token that no longer opens this response) is final.
 */
export function createWriteSender(getToken: () => string | null, ids: TSurveyIds, timeoutMs = 15_000) {
  return async ({ write }: PendingWrite): Promise<SendResult> => {
    const token = getToken();
    if (!token) return "refused";
    const { method, path, body } = toRequest(write, ids);
    try {
      await api(path, { method, ...(body ? { body } : {}), token, keepalive: true, timeoutMs });
      return "ok";
    } catch (error) {
      // Anything but the server's own answer (an unreadable body, say) is tried again: the server keeps the newest revision.
      if (!(error instanceof ApiError)) return "retry";
      const code = error.problem?.code;
      if (code === "SURVEY_ALREADY_SUBMITTED") return "closed";
      if (code === "SURVEY_SESSION_EXPIRED") return "expired";
      const { status } = error;
      return status === 0 || status >= 500 || status === 408 || status === 429 ? "retry" : "refused";
    }
  };
}
