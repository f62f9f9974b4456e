import { describe, expect, it } from "vitest";
import { isGoogleReviewUrl, testimonialName, ZPostReviewRequest, ZReviewSettings } from "./reviews.ts";

describe("testimonialName", () => {
  it("keeps the first name and the last initial only", () => {
    expect(testimonialName("Maria", "González")).toBe("Maria G.");
    expect(testimonialName("  ana maria ", " lópez")).toBe("ana L.");
    expect(testimonialName("Ana", null)).toBe("Ana");
    expect(testimonialName("", "López")).toBeNull();
    expect(testimonialName(null, null)).toBeNull();
  });
});

describe("isGoogleReviewUrl", () => {
  it.each([
    "https://g.page/r/abc123/review",
    "https://www.google.com/maps/place/x",
    "https://maps.app.goo.gl/xyz",
    "https://search.google.com/local/writereview?placeid=1",
  ])("takes %s", (url) => expect(isGoogleReviewUrl(url)).toBe(true));
  it.each([
    "http://g.page/r/abc/review",
    "https://g.page.evil.com/review",
    "https://evilgoogle.com/",
    "https://user:pw@g.page/r/abc",
    "javascript:alert(1)",
    "g.page/r/abc",
  ])("refuses %s", (url) => expect(isGoogleReviewUrl(url)).toBe(false));

  it("lets the setting be emptied", () => {
    expect(ZReviewSettings.parse({ google_review_url: "" })).toEqual({ google_review_url: null });
    expect(ZReviewSettings.parse({ google_review_url: null })).toEqual({ google_review_url: null });
    expect(ZReviewSettings.safeParse({ google_review_url: "https://example.com" }).success).toBe(false);
  });
});

describe("a review's body", () => {
  it("needs a score or some words, and never ticks the consent for the client", () => {
    expect(ZPostReviewRequest.parse({ score: 9 })).toEqual({ score: 9, publish_consent: false });
    expect(ZPostReviewRequest.safeParse({}).success).toBe(false);
    expect(ZPostReviewRequest.safeParse({ testimonial: "  " }).success).toBe(false);
    expect(ZPostReviewRequest.safeParse({ score: 10.5 }).success).toBe(false);
    expect(ZPostReviewRequest.safeParse({ score: -1 }).success).toBe(false);
  });
});
