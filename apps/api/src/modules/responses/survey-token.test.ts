import { describe, expect, it } from "vitest";
import { bearerSurveyToken, createSurveyToken, hashSurveyToken } from "./survey-token.ts";

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
});
