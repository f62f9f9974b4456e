import { describe, expect, it } from "vitest";
import { translateAuthFailure } from "./auth-errors.ts";

describe("translateAuthFailure", () => {
  it("maps better-auth's codes people meet to the API's own", () => {
    expect(translateAuthFailure(401, { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" })).toEqual({
      code: "INVALID_CREDENTIALS",
      detail: "Incorrect email or password.",
    });
    expect(translateAuthFailure(422, { code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", message: "x" })?.code).toBe(
      "EMAIL_ALREADY_REGISTERED",
    );
    expect(translateAuthFailure(400, { code: "INVALID_TOKEN", message: "Invalid token" })?.code).toBe("INVALID_TOKEN");
  });

  it("falls back on the status for anything else", () => {
    expect(translateAuthFailure(429, {})?.code).toBe("RATE_LIMITED");
    expect(translateAuthFailure(403, { code: "SOMETHING" })?.code).toBe("FORBIDDEN");
    expect(translateAuthFailure(400, { code: "SOMETHING", message: "Bad" })).toEqual({ code: "VALIDATION_FAILED", detail: "Bad" });
    expect(translateAuthFailure(500, { message: "stack trace" })).toEqual({ code: "INTERNAL", detail: undefined });
  });

  it("leaves successful answers alone", () => {
    expect(translateAuthFailure(200, { token: "t" })).toBeNull();
    expect(translateAuthFailure(302, null)).toBeNull();
  });
});
