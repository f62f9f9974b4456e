import { describe, expect, it } from "vitest";
import { linkUrlIssue, suggestLinkUrl } from "./link-url";

describe("linkUrlIssue", () => {
  it("accepts a free-looking address, whatever its case", () => {
    expect(linkUrlIssue("Avery-Quinn")).toBeNull();
    expect(linkUrlIssue("  lone-star-2025 ")).toBeNull();
  });

  it("names each refusal", () => {
    expect(linkUrlIssue("   ")).toBe("empty");
    expect(linkUrlIssue("ab")).toBe("length");
    expect(linkUrlIssue("a".repeat(51))).toBe("length");
    expect(linkUrlIssue("login")).toBe("reserved");
    expect(linkUrlIssue("Marketplace")).toBe("reserved");
    expect(linkUrlIssue("files")).toBe("reserved");
    expect(linkUrlIssue("avery quinn")).toBe("characters");
    expect(linkUrlIssue("-avery")).toBe("characters");
    expect(linkUrlIssue("avery_quinn")).toBe("characters");
  });
});

describe("suggestLinkUrl", () => {
  it("turns what was typed into an address that passes the rule", () => {
    expect(suggestLinkUrl("Avery Quinn_Medicare")).toBe("avery-quinn-medicare");
    expect(suggestLinkUrl("José's  Agency!")).toBe("joses-agency");
    expect(linkUrlIssue(suggestLinkUrl("José's  Agency!"))).toBeNull();
  });
});
