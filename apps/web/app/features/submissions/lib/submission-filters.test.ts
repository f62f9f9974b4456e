import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  clearedFilters,
  dateRangeReversed,
  emptyFilters,
  filtersFromForm,
  filtersToApiQuery,
  filtersToSearch,
  parseFilters,
  type TSubmissionFilters,
  unsignedSearch,
} from "./submission-filters";

const LINK = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const every: TSubmissionFilters = {
  archive: true,
  searchTerm: "mary",
  surveyType: "aca",
  startDate: "2026-11-02",
  endDate: "2026-11-08",
  linkId: LINK,
  status: "completed",
  signature: "not_signed",
  zip: "33301",
  drugId: "860975",
  pharmacyName: "Walgreens",
  newestDataFirst: false,
};

describe("submission filters in the address", () => {
  it("reads the plain list as no filters, newest first, in the inbox", () => {
    expect(parseFilters(new URLSearchParams(""))).toEqual(emptyFilters);
  });

  it("keeps every filter through the address and back", () => {
    const search = filtersToSearch(every);
    expect(search.get("archive")).toBe("true");
    expect(search.get("newestDataFirst")).toBe("false");
    expect(parseFilters(search)).toEqual(every);
  });

  it("leaves defaults out of the address, so the inbox is just /submissions", () => {
    expect(filtersToSearch(emptyFilters).toString()).toBe("");
    expect(filtersToSearch({ ...emptyFilters, archive: true }).toString()).toBe("archive=true");
  });

  it("drops values it cannot use instead of sending them", () => {
    const filters = parseFilters(
      new URLSearchParams(
        "surveyType=dental&status=submitted&signature=maybe&startDate=2026-13-45&endDate=yesterday&linkId=42&archive=yes&zip=333&drugId=aspirin",
      ),
    );
    expect(filters).toEqual(emptyFilters);
  });

  it("links to the completed submissions still without their signature", () => {
    expect(unsignedSearch().toString()).toBe("status=completed&signature=not_signed");
    expect(parseFilters(unsignedSearch())).toEqual({ ...emptyFilters, status: "completed", signature: "not_signed" });
  });

  it("trims what people type, and reads a drug chosen from the suggestions as its RxCUI", () => {
    expect(parseFilters(new URLSearchParams("searchTerm=%20%20Mary%20")).searchTerm).toBe("Mary");
    expect(parseFilters(new URLSearchParams("drugId=Lisinopril+%2829046%29")).drugId).toBe("29046");
  });

  it("counts the filters that narrow the list, not the folder or the order", () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
    expect(activeFilterCount(every)).toBe(10);
    expect(clearedFilters(every)).toEqual({ ...emptyFilters, archive: true, newestDataFirst: false });
  });
});

describe("the API query", () => {
  it("names the folder and the order, and bounds dates by whole days in the display zone", () => {
    const query = filtersToApiQuery(every, "cursor-1", "America/New_York");
    expect(query.get("folder")).toBe("archive");
    expect(query.get("newestDataFirst")).toBe("false");
    expect(query.get("cursor")).toBe("cursor-1");
    // Nov 2 2026 in New York is UTC−5 (daylight saving ended Nov 1).
    expect(query.get("startDate")).toBe("2026-11-02T05:00:00.000Z");
    expect(query.get("endDate")).toBe("2026-11-09T04:59:59.999Z");
    expect(query.get("searchTerm")).toBe("mary");
    expect(query.get("signature")).toBe("not_signed");
    expect(query.has("archive")).toBe(false);
  });

  it("asks for the inbox, newest first, without a cursor by default", () => {
    expect(filtersToApiQuery(emptyFilters).toString()).toBe("folder=inbox&newestDataFirst=true");
  });
});

describe("the filter form", () => {
  it("reads its fields, keeps the folder, and takes the order it holds", () => {
    const form = new FormData();
    form.set("searchTerm", " Ana ");
    form.set("surveyType", "life");
    form.set("zip", "");
    form.set("drugId", "Lisinopril (29046)");
    form.set("newestDataFirst", "false");
    expect(filtersFromForm(form, { ...emptyFilters, archive: true })).toEqual({
      ...emptyFilters,
      archive: true,
      searchTerm: "Ana",
      surveyType: "life",
      drugId: "29046",
      newestDataFirst: false,
    });
  });

  it("keeps the current order when the form has none", () => {
    expect(filtersFromForm(new FormData(), { ...emptyFilters, newestDataFirst: false }).newestDataFirst).toBe(false);
  });
});

describe("a date range", () => {
  it("is reversed only when both ends are set and 'From' is after 'To'", () => {
    expect(dateRangeReversed({ startDate: "2026-11-09", endDate: "2026-11-08" })).toBe(true);
    expect(dateRangeReversed({ startDate: "2026-11-08", endDate: "2026-11-08" })).toBe(false);
    expect(dateRangeReversed({ startDate: "2026-11-07", endDate: "2026-11-08" })).toBe(false);
    expect(dateRangeReversed({ startDate: "2026-11-09", endDate: "" })).toBe(false);
    expect(dateRangeReversed({ startDate: "", endDate: "2026-11-08" })).toBe(false);
    // Across a year: compared as dates, not as day numbers.
    expect(dateRangeReversed({ startDate: "2026-12-31", endDate: "2027-01-01" })).toBe(false);
  });
});
