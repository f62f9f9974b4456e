import { describe, expect, it } from "vitest";
import { blankToNull, formatDollarsInput, formatPhoneInput, formatZipInput, parseDollars } from "./format";

describe("formatPhoneInput", () => {
  it("groups digits as a US number while they are typed", () => {
    expect(formatPhoneInput("")).toBe("");
    expect(formatPhoneInput("3")).toBe("(3");
    expect(formatPhoneInput("305")).toBe("(305");
    expect(formatPhoneInput("3055")).toBe("(305) 5");
    expect(formatPhoneInput("305555")).toBe("(305) 555");
    expect(formatPhoneInput("3055550")).toBe("(305) 555-0");
    expect(formatPhoneInput("3055550123")).toBe("(305) 555-0123");
  });
  it("drops punctuation, a leading country code and extra digits", () => {
    expect(formatPhoneInput("+1 (305) 555-0123")).toBe("(305) 555-0123");
    expect(formatPhoneInput("305.555.0123 ext 9")).toBe("(305) 555-0123");
    expect(formatPhoneInput("abc")).toBe("");
  });
  it("lets backspace remove the punctuation it added", () => {
    expect(formatPhoneInput("(305) ")).toBe("(305");
    expect(formatPhoneInput("(305) 555-")).toBe("(305) 555");
  });
});

describe("formatZipInput", () => {
  it("keeps five digits, or ZIP+4 with one dash", () => {
    expect(formatZipInput("331")).toBe("331");
    expect(formatZipInput("33101")).toBe("33101");
    expect(formatZipInput("331011234")).toBe("33101-1234");
    expect(formatZipInput("33101-12345")).toBe("33101-1234");
    expect(formatZipInput("a3b3")).toBe("33");
  });
});

describe("dollars", () => {
  it("parses what a person types", () => {
    expect(parseDollars("$250,000")).toBe(250_000);
    expect(parseDollars("1 000 000")).toBe(1_000_000);
    expect(parseDollars("007")).toBe(7);
    expect(parseDollars("0")).toBe(0);
    expect(parseDollars("")).toBeNull();
    expect(parseDollars("abc")).toBeNull();
  });
  it("formats with thousands separators", () => {
    expect(formatDollarsInput(250_000)).toBe("250,000");
    expect(formatDollarsInput(null)).toBe("");
  });
});

describe("blankToNull", () => {
  it("treats blank answers as no answer", () => {
    expect(blankToNull("  ")).toBeNull();
    expect(blankToNull(" Ana ")).toBe(" Ana ");
  });
});
