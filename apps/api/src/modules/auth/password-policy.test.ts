import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.ts";

describe("passwordProblem (NIST SP 800-63B)", () => {
  it("accepts 8 or more characters without composition rules", () => {
    expect(passwordProblem("vb7#kq2m")).toBeNull();
    expect(passwordProblem("all lower case words are fine here")).toBeNull();
    expect(passwordProblem("🙂 émoji and accents: çà 🙂")).toBeNull();
  });

  it("refuses fewer than 8 characters", () => {
    expect(passwordProblem("k7#pQ2x")).toBe("Use at least 8 characters.");
    expect(passwordProblem("")).toBe("Use at least 8 characters.");
  });

  it("refuses more than 128 characters, and accepts exactly 128", () => {
    expect(passwordProblem("a quiet phrase ".repeat(9))).toBe("Use at most 128 characters.");
    expect(passwordProblem("x".repeat(127) + "y")).toBeNull();
  });

  it.each(["password1", "PASSWORD1", "Password1", "iloveyou", "qwertyuiop", "sunshine", "12345678", "football"])(
    "refuses the commonly used password %s, whatever its case",
    (password) => {
      expect(passwordProblem(password)).toMatch(/too common/);
    },
  );

  it("refuses one character repeated", () => {
    expect(passwordProblem("zzzzzzzzzzzz")).toMatch(/repeat/);
    expect(passwordProblem("zzzzzzzzzzzy")).toBeNull();
  });

  it("refuses a password containing the email's local part (3 characters or more), whatever the case", () => {
    expect(passwordProblem("Jordan-is-here-99", { email: "jordan@example.com" })).toMatch(/email/);
    expect(passwordProblem("my pass is JORDAN ok", { email: "Jordan@Example.com" })).toMatch(/email/);
  });

  it("ignores very short local parts and a missing email", () => {
    expect(passwordProblem("jo likes long walks", { email: "jo@example.com" })).toBeNull();
    expect(passwordProblem("jordan likes long walks", {})).toBeNull();
    expect(passwordProblem("jordan likes long walks", { email: undefined })).toBeNull();
  });
});
