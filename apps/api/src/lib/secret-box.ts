import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Secrets the product keeps to use again — partner credentials (docs/decisions/034-partner-integrations.md) and
 * webhook signing secrets (docs/decisions/033-webhooks-and-public-api.md) — at rest: AES-256-GCM with a fresh 12-byte
 * nonce per box, the box bound to what it belongs to (`context`, e.g. the connection's user and integration, or the
 * endpoint's organisation, as additional data) so a box copied onto another row does not open. Stored as
 * `v1.<nonce>.<ciphertext>.<tag>` (base64url). One key for all (`AppDeps.secrets`).
 */
export type SecretBox = {
  seal(plain: string, context: string): string;
  /** The sealed text, or throws when the box was tampered with, moved, or sealed under another key. */
  open(box: string, context: string): string;
};

/**
 * The key: INTEGRATIONS_SECRET_KEY (32 bytes as 64 hex characters or base64), or, without it, one derived from the
 * session secret with HKDF-SHA256 under its own label (so neither key reveals the other).
 */
export function secretBoxKey(config: { INTEGRATIONS_SECRET_KEY?: string | undefined; SESSION_SECRET: string }): Buffer {
  const given = config.INTEGRATIONS_SECRET_KEY;
  if (given) {
    const key = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, "hex") : Buffer.from(given, "base64");
    if (key.length !== 32) throw new Error("INTEGRATIONS_SECRET_KEY must be 32 bytes (64 hex characters or base64)");
    return key;
  }
  return Buffer.from(hkdfSync("sha256", config.SESSION_SECRET, "planready", "integration credentials v1", 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("a secret box key is 32 bytes");
  return {
    seal(plain, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", nonce, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(box, context) {
      const [version, nonce, sealed, tag] = box.split(".");
      if (version !== "v1" || !nonce || sealed === undefined || !tag) throw new Error("not a secret box");
      // The full 16-byte tag only: GCM would otherwise accept a tag cut short, which a forger needs far fewer tries to hit.
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"), { authTagLength: 16 });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/** What the page shows of a secret: a mask and its last 4 characters (nothing of one shorter than 8). */
export function secretHint(secret: string): string {
  return secret.length >= 8 ? `••••${secret.slice(-4)}` : "••••";
}
