import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The Standard Webhooks signing scheme (https://www.standardwebhooks.com): `webhook-signature` is `v1,` and the base64
 * HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` under the secret's bytes (the base64 after `whsec_`).
 * Several signatures are separated by spaces (a rotated secret and its successor both sign for a while).
 */
const PREFIX = "whsec_";

/** A new secret: 24 random bytes, `whsec_` + base64. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(24).toString("base64");
}

function secretBytes(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");
}

/** The `v1,…` signature of one message under one secret; `timestamp` in whole seconds since the epoch. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac("sha256", secretBytes(secret)).update(`${id}.${timestamp}.${body}`, "utf8").digest("base64");
  return `v1,${mac}`;
}

/** The three headers of one attempt, signed by every secret given (the current one first). */
export function webhookHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((secret) => signWebhook(secret, id, timestamp, body)).join(" "),
  };
}

/**
 * What a receiver does: whether one of the `v1` signatures in the header is the message's under `secret`, and the
 * timestamp within `toleranceS` of `nowS` (replays of old messages refused).
 */
export function verifyWebhook(
  secret: string,
  headers: { id?: string; timestamp?: string; signature?: string },
  body: string,
  nowS = Math.floor(Date.now() / 1000),
  toleranceS = 300,
): boolean {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(nowS - Number(timestamp)) > toleranceS) return false;
  const expected = Buffer.from(signWebhook(secret, id, Number(timestamp), body).slice(3), "base64");
  return signature.split(" ").some((part) => {
    const [version, mac] = part.split(",", 2);
    if (version !== "v1" || !mac) return false;
    const given = Buffer.from(mac, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
