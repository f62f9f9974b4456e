import { createHmac, timingSafeEqual } from "node:crypto";

/** Form parameters as received: a name sent more than once keeps every value. */
export type FormParams = Record<string, string | string[]>;

/**
 * Twilio's request signature (`X-Twilio-Signature`, https://www.twilio.com/docs/usage/webhooks/webhooks-security):
 * base64 of HMAC-SHA1, keyed with the account's auth token, over the full URL Twilio requested (query string
 * included) followed by every POST parameter's name and value, names sorted; a name with several values contributes
 * each distinct value, sorted, each preceded by the name.
 */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  let data = url;
  for (const name of Object.keys(params).toSorted()) {
    const value = params[name]!;
    const values = Array.isArray(value) ? [...new Set(value)].toSorted() : [value];
    for (const one of values) data += name + one;
  }
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/**
 * Whether `signature` is Twilio's for this request. Twilio has signed the same URL both with and without the
 * scheme's default port (:443, :80), so both spellings are accepted, as its own libraries do.
 */
export function isTwilioSignatureValid(authToken: string, signature: string | undefined, url: string, params: FormParams): boolean {
  if (!signature) return false;
  const given = Buffer.from(signature);
  return urlSpellings(url).some((spelling) => {
    const expected = Buffer.from(twilioSignature(authToken, spelling, params));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

function urlSpellings(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [url];
  }
  const defaultPort = parsed.protocol === "https:" ? "443" : parsed.protocol === "http:" ? "80" : null;
  if (!defaultPort || (parsed.port && parsed.port !== defaultPort)) return [url];
  // The path and query exactly as given (the URL parser would drop a default port but may re-encode the rest).
  const authorityEnd = url.slice(url.indexOf("//") + 2).search(/[/?#]/);
  const rest = authorityEnd === -1 ? "" : url.slice(url.indexOf("//") + 2 + authorityEnd);
  const base = `${parsed.protocol}//${parsed.hostname}`;
  return [...new Set([url, `${base}${rest}`, `${base}:${defaultPort}${rest}`])];
}

/** An `application/x-www-form-urlencoded` body as Twilio's parameters (repeated names keep every value). */
export function parseFormParams(body: string): FormParams {
  const params: FormParams = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const seen = params[name];
    params[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return params;
}
