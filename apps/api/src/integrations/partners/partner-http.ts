import { PartnerError } from "./partner-adapter.ts";
import { retryAfterMs } from "../../lib/safe-http.ts";

/** The part of a partner's answer kept in the delivery log on a failure. */
const EXCERPT_CHARS = 300;
const MAX_BODY_BYTES = 64 * 1024;

export type PartnerHttp = {
  /**
   * One request to a partner: JSON in and out, no redirects followed, the configured timeout, the answer read up to
   * 64 KB. A 2xx answer returns its JSON (or null); anything else throws a `PartnerError` saying what happened and
   * whether to retry (429 and 5xx and network failures yes, with `Retry-After` when given; other 4xx no).
   */
  request(
    url: string,
    init: { method: string; headers?: Record<string, string>; body?: string | URLSearchParams },
  ): Promise<{ status: number; json: unknown }>;
};

export function createPartnerHttp(options: { timeoutMs: number; fetch?: typeof fetch }): PartnerHttp {
  const doFetch = options.fetch ?? fetch;
  return {
    async request(url, init) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: init.method,
          headers: { accept: "application/json", "user-agent": "PlanReady-Integrations/1", ...init.headers },
          ...(init.body !== undefined ? { body: init.body } : {}),
          redirect: "manual",
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        throw new PartnerError(timedOut ? "timeout" : "unreachable", { retryable: true });
      }
      const text = await readLimited(response);
      if (response.status >= 200 && response.status < 300) {
        let json: unknown = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          json = null;
        }
        return { status: response.status, json };
      }
      const excerpt = text.slice(0, EXCERPT_CHARS) || null;
      const status = response.status;
      if (status === 429)
        throw new PartnerError("rate_limited", { httpStatus: status, retryable: true, retryAfterS: retryAfter(response), excerpt });
      if (status === 401 || status === 403) throw new PartnerError("unauthorized", { httpStatus: status, retryable: false, excerpt });
      if (status === 408 || status >= 500)
        throw new PartnerError("http_error", { httpStatus: status, retryable: true, retryAfterS: retryAfter(response), excerpt });
      throw new PartnerError(status >= 300 && status < 400 ? "http_error" : "rejected", { httpStatus: status, retryable: false, excerpt });
    },
  };
}

async function readLimited(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < MAX_BODY_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES).toString("utf8");
}

/** `Retry-After` in seconds (a number of seconds or an HTTP date), or null: the webhooks' reading (lib/safe-http.ts), in seconds. */
export function retryAfter(response: Pick<Response, "headers">, now = Date.now()): number | null {
  const ms = retryAfterMs(response.headers.get("retry-after") ?? undefined, now);
  return ms === null ? null : Math.ceil(ms / 1000);
}
