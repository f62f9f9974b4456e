import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatUsPhone } from "./book-format";
import { bookQueryFromParams } from "./book-query";

describe("the book's address", () => {
  it("reads known filters and drops what the API would refuse", () => {
    expect(
      bookQueryFromParams(
        new URLSearchParams("status=started&plan_type=part_d&zip=33101&birth_month=3&q=%20Ana%20&page=2&tab=book-of-business"),
      ),
    ).toEqual({
      page_size: 25,
      status: "started",
      plan_type: "part_d",
      zip: "33101",
      birth_month: 3,
      q: "Ana",
      page: 2,
    });
    expect(bookQueryFromParams(new URLSearchParams("status=lost&plan_type=x&zip=331&birth_month=13&page=0"))).toEqual({ page_size: 25 });
  });
});

describe("book formats", () => {
  it("a calendar date keeps its day whatever the time zone", () => {
    expect(formatCalendarDate("1950-03-07", "en")).toBe("Mar 7, 1950");
    expect(formatCalendarDate("1950-01-01", "es")).toContain("1950");
    expect(formatCalendarDate("1950-01-01", "es")).toContain("1");
    expect(formatCalendarDate(null, "en")).toBe("");
  });

  it("phones read as US numbers", () => {
    expect(formatUsPhone("+13055550142")).toBe("(305) 555-0142");
    expect(formatUsPhone(null)).toBe("");
  });
});
