import { describe, expect, it } from "vitest";
import { csvField, csvLine, zonedDateTime } from "./submissions-csv.ts";

describe("CSV export", () => {
  it("writes plain values as they are and empty for missing ones", () => {
    expect(csvLine(["Rosa", 12.5, true, null, undefined])).toBe("Rosa,12.5,true,,\r\n");
    expect(csvField(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
  });

  it("quotes commas, quotes and line breaks", () => {
    expect(csvField('O"Neil, Jr.')).toBe('"O""Neil, Jr."');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
  });

  it("neutralises what a spreadsheet would run as a formula", () => {
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("+1 305 555 0100")).toBe("'+1 305 555 0100");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField("a=b")).toBe("a=b");
  });
});

describe("CSV times", () => {
  it("are the agency's wall-clock time, as a spreadsheet reads a date and time", () => {
    expect(zonedDateTime("2026-07-04T16:30:00Z")).toBe("2026-07-04 12:30");
    expect(zonedDateTime("2026-11-27T03:05:00Z")).toBe("2026-11-26 22:05");
    expect(zonedDateTime("2026-11-27T03:05:00Z", "America/Los_Angeles")).toBe("2026-11-26 19:05");
    expect(zonedDateTime(null)).toBeNull();
  });
});
