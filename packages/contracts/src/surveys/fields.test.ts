import { describe, expect, it } from "vitest";
import { isValidNpi, isValidUsPhone, phoneDigits, ZClientRev, ZDob, ZEmail, ZNpi, ZPhone, ZState, ZUsDate, ZZip } from "./fields.ts";

const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("phone", () => {
  it.each(["(305) 555-0123", "305.555.0123", "+1 305 555 0123", "13055550123"])("accepts %s", (value) =>
    expect(isValidUsPhone(value)).toBe(true),
  );
  it.each(["555-0123", "(105) 555-0123", "(305) 155-0123", "305555012345"])("refuses %s", (value) =>
    expect(isValidUsPhone(value)).toBe(false),
  );
  it("strips the country code", () => expect(phoneDigits("+1 (305) 555-0123")).toBe("3055550123"));
  it("tells the client what to enter", () => expect(message(ZPhone.safeParse("123"))).toBe("Enter a 10-digit US phone number"));
});

describe("blank answers", () => {
  it.each([ZEmail, ZPhone, ZZip, ZState, ZDob, ZUsDate, ZNpi])('a cleared box ("" or spaces) is accepted', (schema) => {
    expect(schema.safeParse("").success).toBe(true);
    expect(schema.safeParse("   ").data).toBe("");
  });
});

describe("formats", () => {
  it("email", () => {
    expect(ZEmail.safeParse(" ana@example.com ").data).toBe("ana@example.com");
    expect(message(ZEmail.safeParse("ana@"))).toBe("Enter a valid email address");
  });
  it("zip", () => {
    expect(ZZip.safeParse("33101-1234").success).toBe(true);
    expect(message(ZZip.safeParse("3310"))).toBe("Enter a 5-digit ZIP code");
  });
  it("state", () => {
    expect(ZState.safeParse("PR").success).toBe(true);
    expect(message(ZState.safeParse("fl"))).toBe("Choose a US state");
  });
  it("dates", () => {
    expect(ZUsDate.safeParse("01/01/2090").success).toBe(true);
    expect(message(ZUsDate.safeParse("02/30/2026"))).toBe("Enter a real date as MM/DD/YYYY");
    expect(message(ZDob.safeParse("01/01/2090"))).toBe("Enter a real date of birth as MM/DD/YYYY");
  });
  it("NPI check digit", () => {
    expect(isValidNpi("1234567893")).toBe(true);
    expect(isValidNpi("1234567890")).toBe(false);
    expect(isValidNpi("123456789")).toBe(false);
  });
  it("client_rev is a whole, non-negative number", () => {
    expect(ZClientRev.safeParse(1_700_000_000_000).success).toBe(true);
    expect(message(ZClientRev.safeParse(1.5))).toBe("client_rev must be a whole number");
    expect(message(ZClientRev.safeParse(-1))).toBe("client_rev cannot be negative");
    expect(message(ZClientRev.safeParse("3"))).toBe("client_rev must be a whole number");
  });
});
