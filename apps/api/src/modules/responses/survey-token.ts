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

/**
 * How long a survey token lives (decision 017). A response in progress stays open while its client keeps writing:
 * 30 days after the last write its token expires. Once submitted, the token only reads (the confirmation screen),
 * for a day after the submission; any later change to the answers is the agent's correction.
 */
export const SURVEY_TOKEN_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SUBMITTED_TOKEN_READ_MS = 24 * 60 * 60 * 1000;
/** The last write is recorded at most this often: an autosave does not pay for a write of its own. */
export const TOKEN_ACTIVITY_STEP_MS = 60 * 60 * 1000;

/** What a token's rules look at: its response's state and when it last wrote. */
export type SurveyTokenState = { status: "in_progress" | "submitted"; submittedAt: Date | null; activeAt: Date };
/**
 * A read (GET), anything that changes the response, or a write that may follow the review: the consent screen
 * follows it in some surveys, so a submitted response's token may still sign once per kind (consents service),
 * choose the form's products until it is signed, and move the screen (responses routes).
 */
export type SurveyTokenPurpose = "read" | "write" | "followUp";

/** Why a token that opens a response may not do this now, or null when it may. Expiry comes first. */
export function surveyTokenRefusal(
  state: SurveyTokenState,
  purpose: SurveyTokenPurpose,
  now: Date,
): "SURVEY_SESSION_EXPIRED" | "SURVEY_ALREADY_SUBMITTED" | null {
  if (state.status === "submitted") {
    const submittedAt = state.submittedAt ?? state.activeAt;
    if (now.getTime() - submittedAt.getTime() > SUBMITTED_TOKEN_READ_MS) return "SURVEY_SESSION_EXPIRED";
    return purpose === "write" ? "SURVEY_ALREADY_SUBMITTED" : null;
  }
  return now.getTime() - state.activeAt.getTime() > SURVEY_TOKEN_IDLE_MS ? "SURVEY_SESSION_EXPIRED" : null;
}

/** Whether a write should record itself as the token's latest activity (at most once per step). */
export const activityIsStale = (state: SurveyTokenState, now: Date) => now.getTime() - state.activeAt.getTime() > TOKEN_ACTIVITY_STEP_MS;
