import { emptySurveyDocument } from "@planready/contracts/surveys/content";
import type { TSurveyContent } from "@planready/contracts/surveys/responses";
import { describe, expect, it } from "vitest";
import { labelOf, submissionSections, valueOf } from "./submission-pdf.layout.ts";

const content = (fields: Partial<TSurveyContent> = {}): TSurveyContent => ({
  ...emptySurveyDocument("c1"),
  ...fields,
});

describe("labelOf and valueOf", () => {
  it("names fields as people read them", () => {
    expect(labelOf("best_time_to_call")).toBe("Best time to call");
    expect(labelOf("dob")).toBe("Date of birth");
    expect(labelOf("npi")).toBe("NPI");
  });

  it("shows answers as words: codes, lists, yes and no; nothing for unanswered", () => {
    expect(valueOf("medicare_advantage")).toBe("Medicare advantage");
    expect(valueOf(["mobile", "home"])).toBe("Mobile, Home");
    expect(valueOf(true)).toBe("Yes");
    expect(valueOf(false)).toBe("No");
    expect(valueOf(30)).toBe("30");
    expect(valueOf("I take insulin at night")).toBe("I take insulin at night");
    expect(valueOf(null)).toBeNull();
    expect(valueOf([])).toBeNull();
  });
});

describe("submissionSections", () => {
  it("lists the answered sections in survey order, with list items and without bookkeeping fields", () => {
    const sections = submissionSections(
      content({
        first_name: "Rosa",
        zip: "33602",
        prescriptions_status: "completed",
        prescription_responses: [{ id: "p1", survey_content_id: "c1", client_rev: 3, drug_name: "Lisinopril", strength: "10 mg" }],
      }),
    );
    expect(sections.map((s) => s.title)).toEqual(["Contact", "Address", "Prescriptions"]);
    const prescriptions = sections[2]!;
    expect(prescriptions.rows).toEqual([{ label: "Prescriptions status", value: "Completed" }]);
    expect(prescriptions.items).toEqual([
      {
        title: "Prescription 1",
        rows: [
          { label: "Drug name", value: "Lisinopril" },
          { label: "Strength", value: "10 mg" },
        ],
      },
    ]);
  });

  it("leaves out a section holding only its 'not started' status", () => {
    expect(submissionSections(content())).toEqual([]);
  });
});
