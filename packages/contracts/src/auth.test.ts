import { describe, expect, it } from "vitest";
import {
  buildLoginUrl,
  DEFAULT_LOGIN_PATH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  safeReturnTo,
  ZPassword,
  ZSignInForm,
  ZSignUpForm,
} from "./auth.ts";

describe("safeReturnTo", () => {
  it.each(["/dashboard", "/links?page=2", "/onboarding/agency?step=Name#top", "/", "/a/b/c?x=%2F%2Fevil.com"])(
    "keeps the same-site path %s",
    (path) => {
      expect(safeReturnTo(path)).toBe(path);
    },
  );

  it.each([
    ["protocol-relative URL", "//evil.com"],
    ["protocol-relative with path", "//evil.com/dashboard"],
    ["absolute https URL", "https://evil.com"],
    ["absolute http URL", "http://localhost:3000/dashboard"],
    ["script URL", "javascript:alert(1)"],
    ["data URL", "data:text/html,<script>alert(1)</script>"],
    ["backslash trick", "/\\evil.com"],
    ["relative path", "dashboard"],
    ["host without scheme", "evil.com/path"],
    ["tab browsers strip (/\\t/evil.com → //evil.com)", "/\t/evil.com"],
    ["newline", "/\n/evil.com"],
    ["carriage return header injection", "/ok\r\nSet-Cookie: x=1"],
    ["NUL", "/\u0000/evil.com"],
  ])("refuses a %s", (_kind, value) => {
    expect(safeReturnTo(value)).toBe("/dashboard");
  });

  it("falls back on empty values", () => {
    expect(safeReturnTo(undefined)).toBe("/dashboard");
    expect(safeReturnTo(null)).toBe("/dashboard");
    expect(safeReturnTo("")).toBe("/dashboard");
  });

  it("uses the given fallback", () => {
    expect(safeReturnTo("//evil.com", "/")).toBe("/");
    expect(safeReturnTo(undefined, "/")).toBe("/");
  });
});

describe("buildLoginUrl", () => {
  it("puts path, query and hash into one encoded returnTo", () => {
    const url = buildLoginUrl({ pathname: "/links", search: "?page=2&sort=new", hash: "#row-5" });
    expect(url).toBe("/api/auth/login?returnTo=%2Flinks%3Fpage%3D2%26sort%3Dnew%23row-5");
    expect(decodeURIComponent(url.split("?returnTo=")[1]!)).toBe("/links?page=2&sort=new#row-5");
  });

  it("works with only a path", () => {
    expect(buildLoginUrl({ pathname: "/dashboard" })).toBe(`${DEFAULT_LOGIN_PATH}?returnTo=%2Fdashboard`);
  });

  it("keeps characters that need encoding intact through a round trip", () => {
    const location = { pathname: "/submissions/a b", search: "?q=Pérez&x=1+1", hash: "#é" };
    const url = buildLoginUrl(location);
    expect(url.split("?returnTo=")[1]).not.toMatch(/[ #&?=é]/);
    expect(decodeURIComponent(url.split("?returnTo=")[1]!)).toBe("/submissions/a b?q=Pérez&x=1+1#é");
  });

  it("uses a login path set for the environment", () => {
    expect(buildLoginUrl({ pathname: "/x" }, "https://auth.example.com/login")).toBe("https://auth.example.com/login?returnTo=%2Fx");
  });
});

describe("password and form schemas", () => {
  it("allow 8 to 128 characters, without composition rules", () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(ZPassword.safeParse("a".repeat(PASSWORD_MIN - 1)).success).toBe(false);
    expect(ZPassword.safeParse("abcdefgh").success).toBe(true);
    expect(ZPassword.safeParse("a".repeat(PASSWORD_MAX)).success).toBe(true);
    expect(ZPassword.safeParse("a".repeat(PASSWORD_MAX + 1)).success).toBe(false);
  });

  it("require a name, a valid email and a password to sign up", () => {
    expect(ZSignUpForm.safeParse({ name: "  ", email: "a@example.com", password: "long enough" }).success).toBe(false);
    expect(ZSignUpForm.safeParse({ name: "Ana", email: "not-an-email", password: "long enough" }).success).toBe(false);
    expect(ZSignUpForm.safeParse({ name: " Ana ", email: "a@example.com", password: "long enough" }).data?.name).toBe("Ana");
  });

  it("only require some password to sign in (old accounts may have short ones)", () => {
    expect(ZSignInForm.safeParse({ email: "a@example.com", password: "x" }).success).toBe(true);
    expect(ZSignInForm.safeParse({ email: "a@example.com", password: "" }).success).toBe(false);
  });
});
