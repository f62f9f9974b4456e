import type { PendingWrite } from "./pending-writes";
import type { SendResult } from "./save-queue";

/**
 * Sends one queued write with the survey's bearer token. Network failures, timeouts, 5xx, 408 and 429 are worth
 * retrying; any other refusal (validation, a token that no longer opens this response) is final.
 */
export function createWriteSender(getToken: () => string | null, timeoutMs = 15_000) {
  return async (write: PendingWrite): Promise<SendResult> => {
    const token = getToken();
    if (!token) return "refused";
    let response: Response;
    try {
      response = await fetch(write.path, {
        method: write.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(write.body ? { "content-type": "application/json" } : {}),
          accept: "application/json",
        },
        body: write.body ? JSON.stringify(write.body) : null,
        signal: AbortSignal.timeout(timeoutMs),
        keepalive: true,
      });
    } catch {
      return "retry";
    }
    if (response.ok) return "ok";
    if (response.status >= 500 || response.status === 408 || response.status === 429) return "retry";
    return "refused";
  };
}
