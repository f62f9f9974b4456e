import { referralToken } from "@planready/contracts/agent-sites";
import { describe, expect, it } from "vitest";
import { arrivalToken, surveyHref } from "./referral-links";

const key = "abcdefghij12";
const share = referralToken("visit", key);

describe("arrivalToken", () => {
  it("carries the source of a token of this page", () => {
    expect(arrivalToken(share, referralToken("client", key))).toBe(referralToken("client", key));
    expect(arrivalToken(share, referralToken("qr", key))).toBe(referralToken("qr", key));
  });
  it("counts anything else as someone who came on their own", () => {
    expect(arrivalToken(share, null)).toBe(referralToken("direct", key));
    expect(arrivalToken(share, referralToken("client", "zzzzzzzzzzzz"))).toBe(referralToken("direct", key));
    expect(arrivalToken(share, "junk")).toBe(referralToken("direct", key));
  });
});

describe("surveyHref", () => {
  it("keeps the token and the Spanish page's language", () => {
    expect(surveyHref("demo-medicare", "vabc", "es")).toBe("/demo-medicare?ref=vabc&lng=es");
    expect(surveyHref("demo-medicare", null, "en")).toBe("/demo-medicare");
  });
});
