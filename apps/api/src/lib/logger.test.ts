import { describe, expect, it } from "vitest";
import { loggerOptions, redactPath } from "./logger.ts";

describe("redactPath", () => {
  it("drops the query string, which can carry emails and tokens", () => {
    expect(redactPath("/api/orgs?stripeEmail=ana%40example.com")).toBe("/api/orgs");
    expect(redactPath("/api/auth/reset-password?token=abc")).toBe("/api/auth/reset-password");
  });

  it("masks the email of /api/users/email/…", () => {
    expect(redactPath("/api/users/email/ana%40example.com")).toBe("/api/users/email/[redacted]");
    expect(redactPath("/api/users/email/ana@example.com?x=1")).toBe("/api/users/email/[redacted]");
  });

  it("masks the password-reset token in the emailed link", () => {
    expect(redactPath("/api/auth/reset-password/Tok3n-abc?callbackURL=%2Freset-password")).toBe("/api/auth/reset-password/[redacted]");
  });

  it("leaves other paths alone", () => {
    expect(redactPath("/api/orgs/7f0c2c8e-4a3b-4c1d-9e2f-0a1b2c3d4e5f")).toBe("/api/orgs/7f0c2c8e-4a3b-4c1d-9e2f-0a1b2c3d4e5f");
    expect(redactPath("/")).toBe("/");
    expect(redactPath("")).toBe("");
  });
});

describe("loggerOptions", () => {
  it("turns logging off for silent", () => {
    expect(loggerOptions("silent")).toBe(false);
  });

  it("serialises requests without headers, bodies or query strings", () => {
    const options = loggerOptions("info");
    if (!options || options === true || !("serializers" in options)) throw new Error("expected logger options with serializers");
    const req = options.serializers!.req!({
      method: "GET",
      url: "/api/users/email/a%40b.c?x=1",
      id: "r1",
      headers: { cookie: "s" },
    } as never);
    expect(req).toEqual({ method: "GET", path: "/api/users/email/[redacted]", id: "r1" });
  });
});
