import { describe, expect, it } from "vitest";
import { emptySurveyContent, surveyContentFieldNames, ZSurveyContentFields, ZSurveyContentUpdate } from "./content.ts";

const issues = (value: unknown) => ZSurveyContentUpdate.safeParse(value).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("ZSurveyContentUpdate", () => {
  it("takes any subset of answers with the write's rev", () => {
    const parsed = ZSurveyContentUpdate.parse({
      client_rev: 4,
      first_name: "  Ana ",
      current_health_ins: ["medicare_advantage", "part_d"],
      dob: null,
    });
    expect(parsed).toEqual({ client_rev: 4, first_name: "Ana", current_health_ins: ["medicare_advantage", "part_d"], dob: null });
  });

  it("requires client_rev", () => {
    expect(issues({ first_name: "Ana" })).toEqual(["client_rev: client_rev is required"]);
  });

  it("refuses unknown fields and fields of the stored shape the client does not write", () => {
    expect(issues({ client_rev: 1, favourite_colour: "blue" })).toEqual([': Unrecognized key: "favourite_colour"']);
    expect(issues({ client_rev: 1, id: "9b2c0f0e-8d7a-4e52-9a55-2a0c2f3f0b11" })).toEqual([': Unrecognized key: "id"']);
  });

  it("explains wrong types and values", () => {
    expect(issues({ client_rev: 1, household_size: "3" })).toEqual(["household_size: Enter the number of people"]);
    expect(issues({ client_rev: 1, phone_type: "pager" })).toEqual(["phone_type: Choose a phone type: mobile, home, work"]);
    expect(issues({ client_rev: 1, anything_else: "x".repeat(4001) })).toEqual(["anything_else: Use at most 4000 characters"]);
    expect(issues({ client_rev: 1, prescriptions_status: "done" })).toEqual([
      "prescriptions_status: Choose a section status: not_started, in_progress, completed, skipped",
    ]);
  });

  it("current_health_ins: known choices, each once, 'none' alone", () => {
    expect(issues({ client_rev: 1, current_health_ins: ["none"] })).toBeUndefined();
    expect(issues({ client_rev: 1, current_health_ins: ["none", "employer"] })).toEqual([
      "current_health_ins: 'None' cannot be combined with other coverage",
    ]);
    expect(issues({ client_rev: 1, current_health_ins: ["employer", "employer"] })).toEqual([
      "current_health_ins: Choose each coverage only once",
    ]);
    expect(issues({ client_rev: 1, current_health_ins: ["obamacare"] })?.[0]).toMatch(
      /^current_health_ins.0: Choose coverage: medicare_original/,
    );
  });
});

describe("emptySurveyContent", () => {
  it("is a valid stored content: every answer empty, sections not started", () => {
    const content = ZSurveyContentFields.parse(emptySurveyContent("9b2c0f0e-8d7a-4e52-9a55-2a0c2f3f0b11"));
    expect(content.prescriptions_status).toBe("not_started");
    expect(content.doctors_status).toBe("not_started");
    expect(content.first_name).toBeNull();
    expect(Object.keys(content)).toHaveLength(surveyContentFieldNames.length + 2);
  });
});
