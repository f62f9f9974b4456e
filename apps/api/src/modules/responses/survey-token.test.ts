import { describe, expect, it } from "vitest";
import {
  activityIsStale,
  bearerSurveyToken,
  createSurveyToken,
  hashSurveyToken,
  SUBMITTED_TOKEN_READ_MS,
  SURVEY_TOKEN_IDLE_MS,
  surveyTokenRefusal,
  TOKEN_ACTIVITY_STEP_MS,
} from "./survey-token.ts";

describe("survey tokens", () => {
  it("are 32 random bytes in base64url, stored as their SHA-256", () => {
    const { token, hash } = createSurveyToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSurveyToken(token)).toBe(hash);
    expect(createSurveyToken().token).not.toBe(token);
  });

  it("are read from a Bearer authorization header, and only when shaped like one", () => {
    const { token } = createSurveyToken();
    expect(bearerSurveyToken(`Bearer ${token}`)).toBe(token);
    expect(bearerSurveyToken(`bearer  ${token} `)).toBe(token);
    expect(bearerSurveyToken(undefined)).toBeNull();
    expect(bearerSurveyToken(token)).toBeNull();
    expect(bearerSurveyToken(`Basic ${token}`)).toBeNull();
    expect(bearerSurveyToken("Bearer short")).toBeNull();
    expect(bearerSurveyToken(`Bearer ${token}x`)).toBeNull();
  });

  it("stay open while the client writes, expire after 30 days without a write, and only read once submitted", () => {
    const now = new Date("2026-06-30T12:00:00Z");
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const open = { status: "in_progress" as const, submittedAt: null };
    expect(SURVEY_TOKEN_IDLE_MS).toBe(30 * 24 * 3600 * 1000);
    expect(surveyTokenRefusal({ ...open, activeAt: ago(SURVEY_TOKEN_IDLE_MS - 1000) }, "write", now)).toBeNull();
    expect(surveyTokenRefusal({ ...open, activeAt: ago(SURVEY_TOKEN_IDLE_MS + 1000) }, "read", now)).toBe("SURVEY_SESSION_EXPIRED");
    expect(surveyTokenRefusal({ ...open, activeAt: ago(SURVEY_TOKEN_IDLE_MS + 1000) }, "write", now)).toBe("SURVEY_SESSION_EXPIRED");

    const sent = { status: "submitted" as const, submittedAt: ago(60_000), activeAt: ago(60_000) };
    expect(surveyTokenRefusal(sent, "read", now)).toBeNull();
    expect(surveyTokenRefusal(sent, "write", now)).toBe("SURVEY_ALREADY_SUBMITTED");
    const longAgo = { ...sent, submittedAt: ago(SUBMITTED_TOKEN_READ_MS + 1000) };
    expect(surveyTokenRefusal(longAgo, "read", now)).toBe("SURVEY_SESSION_EXPIRED");
    expect(surveyTokenRefusal(longAgo, "write", now)).toBe("SURVEY_SESSION_EXPIRED");

    expect(activityIsStale({ ...open, activeAt: ago(TOKEN_ACTIVITY_STEP_MS - 1000) }, now)).toBe(false);
    expect(activityIsStale({ ...open, activeAt: ago(TOKEN_ACTIVITY_STEP_MS + 1000) }, now)).toBe(true);
  });
});
