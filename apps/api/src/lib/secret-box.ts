import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encrypts secrets the product must keep and use again (webhook signing secrets, partner credentials) so that a copy
 * of the database alone does not reveal them: AES-256-GCM under a key derived from SESSION_SECRET (HKDF-SHA256, its
 * own label), a fresh nonce per value. Sealed values read `v1.<base64 nonce|tag|ciphertext>`.
 */
export type SecretBox = {
  seal(plain: string): string;
  /** The plain text of a sealed value; throws when it was sealed under another key or altered. */
  open(sealed: string): string;
};

export function createSecretBox(rootSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", rootSecret, "planready", "secrets-at-rest v1", 32));
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `v1.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString("base64")}`;
    },
    open(sealed) {
      if (!sealed.startsWith("v1.")) throw new Error("not a sealed secret");
      const raw = Buffer.from(sealed.slice(3), "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}
