import { describe, expect, it } from "vitest";
import { signInMethod } from "./auth-audit.ts";

describe("signInMethod", () => {
  it("tells a password sign-in from a provider's callback", () => {
    expect(signInMethod({ path: "/sign-in/email", providerId: undefined })).toBe("password");
    expect(signInMethod({ path: "/callback/:id", providerId: "google" })).toBe("google");
    expect(signInMethod({ path: "/callback/google", providerId: undefined })).toBe("google");
    expect(signInMethod({ path: "/callback/:id", providerId: undefined })).toBe("oauth");
  });

  it("says other for anything else", () => {
    expect(signInMethod({ path: undefined, providerId: undefined })).toBe("other");
    expect(signInMethod({ path: "/magic-link/verify", providerId: undefined })).toBe("other");
  });
});
