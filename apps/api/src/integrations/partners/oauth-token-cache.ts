import { createHash } from "node:crypto";
import type { PartnerHttp } from "./partner-http.ts";
import { PartnerError } from "./partner-adapter.ts";

/** A token is renewed this long before the partner says it expires, so none runs out in flight. */
const EXPIRY_MARGIN_MS = 60_000;

export type ClientCredentials = { tokenUrl: string; clientId: string; clientSecret: string };

/**
 * OAuth 2.0 client-credentials tokens, cached per token endpoint and client (the secret's hash in the key, so a
 * changed secret fetches a new token) until shortly before they expire; concurrent callers share one fetch. The cache
 * is this process's: another process fetches its own token, which the partner allows (a token is not a session).
 */
export function createTokenCache(http: PartnerHttp, now: () => number = Date.now) {
  const tokens = new Map<string, { token: string; expiresAt: number }>();
  const inFlight = new Map<string, Promise<string>>();
  const keyOf = (c: ClientCredentials) => `${c.tokenUrl}\n${c.clientId}\n${createHash("sha256").update(c.clientSecret).digest("hex")}`;

  async function fetchToken(c: ClientCredentials, key: string): Promise<string> {
    const basic = Buffer.from(`${encodeURIComponent(c.clientId)}:${encodeURIComponent(c.clientSecret)}`).toString("base64");
    const { json } = await http.request(c.tokenUrl, {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials" }),
    });
    const body = json as { access_token?: unknown; expires_in?: unknown } | null;
    if (typeof body?.access_token !== "string")
      throw new PartnerError("unauthorized", { retryable: false, excerpt: "no access_token in the token answer" });
    const lifetimeS = typeof body.expires_in === "number" && body.expires_in > 0 ? body.expires_in : 3600;
    tokens.set(key, { token: body.access_token, expiresAt: now() + lifetimeS * 1000 - EXPIRY_MARGIN_MS });
    return body.access_token;
  }

  return {
    /** A valid token: the cached one, or a new one from the token endpoint. */
    async get(c: ClientCredentials): Promise<string> {
      const key = keyOf(c);
      const cached = tokens.get(key);
      if (cached && cached.expiresAt > now()) return cached.token;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchToken(c, key).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
    /** Forgets the token (the partner refused it before its time): the next `get` fetches another. */
    invalidate(c: ClientCredentials): void {
      tokens.delete(keyOf(c));
    },
  };
}
export type TokenCache = ReturnType<typeof createTokenCache>;
