import { createHash, randomBytes } from "node:crypto";

/** A survey token: 32 random bytes, base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The value stored for a token: its SHA-256, hex. A leaked database does not leak tokens that open responses. */
export const hashSurveyToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A new token and its hash; the token itself is returned to the client once and never stored. */
export function createSurveyToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSurveyToken(token) };
}

/** The token of `Authorization: Bearer <token>`, or null when absent or not shaped like one of ours. */
export function bearerSurveyToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  const token = match?.[1];
  return token && TOKEN_SHAPE.test(token) ? token : null;
}
