import { emptySurveyDocument } from "@planready/contracts/surveys/content";
import type { TSurveyContent } from "@planready/contracts/surveys/responses";
import { describe, expect, it } from "vitest";
import { pdfTranslator, submissionPdfLayout, submissionSections, type TPdfSubmission } from "./submission-pdf.layout.ts";

const content = (fields: Partial<TSurveyContent> = {}): TSurveyContent => ({ ...emptySurveyDocument("c1"), ...fields });

const submission = (fields: Partial<TSurveyContent> = {}, extra: Partial<TPdfSubmission> = {}): TPdfSubmission => ({
  id: "7d1f3c1e-0000-4000-8000-000000000001",
  survey_type: "medicare",
  integration: null,
  survey_locale: "es",
  status: "submitted",
  created_at: new Date("2026-07-04T15:00:00Z"),
  submitted_at: new Date("2026-07-04T16:30:00Z"),
  link: { url: "maria", first_name: "Ana", last_name: "Ruiz", agency_name: "Sunshine Agency" },
  content: content(fields),
  generatedAt: new Date("2026-07-05T12:00:00Z"),
  ...extra,
});

const rowsOf = (sections: ReturnType<typeof submissionSections>, title: string) =>
  Object.fromEntries(sections.find((s) => s.title === title)!.rows.map((r) => [r.label, r.value]));

describe("the PDF's layout", () => {
  it("names fields and choices in the agent's words, as the submission's page does", () => {
    const sections = submissionSections(
      {
        survey_type: "medicare",
        integration: null,
        survey_locale: "en",
        content: content({ address_one: "1 Main St", phone_type: "mobile", consent_to_contact: true, medicare_payment: "ss_deduction" }),
      },
      pdfTranslator("en"),
      "en",
    );
    expect(rowsOf(sections, "Contact")).toMatchObject({
      "Street address": "1 Main St",
      "Phone type": "Mobile",
      "Agrees to be contacted": "Yes",
      "Date of birth": "Not answered",
    });
    expect(rowsOf(sections, "Medicare payment")).toEqual({ "Pays premiums by": "Social Security deduction" });
  });

  it("lists items with their answers in words, and says when a list is empty instead of a status", () => {
    const sections = submissionSections(
      {
        survey_type: "medicare",
        integration: null,
        survey_locale: "en",
        content: content({
          prescriptions_status: "not_started",
          prescription_responses: [
            {
              id: "p1",
              survey_content_id: "c1",
              client_rev: 3,
              drug_name: "Lisinopril",
              strength: "10 mg",
              frequency: "once_daily",
              days_supply: 90,
            },
          ],
          specialist_responses: [
            { id: "d1", survey_content_id: "c1", client_rev: 4, name: "Dr. Ada Cruz", is_pcp: true, npi: "1234567893" },
          ],
        }),
      },
      pdfTranslator("en"),
      "en",
    );
    const prescriptions = sections.find((s) => s.title === "Prescriptions")!;
    expect(prescriptions.rows).toEqual([]);
    expect(prescriptions.lists[0]!.items).toEqual([
      {
        title: "Prescription 1",
        rows: [
          { label: "Drug", value: "Lisinopril" },
          { label: "Strength", value: "10 mg" },
          { label: "How often", value: "Once a day" },
          { label: "Days per fill", value: "90 days" },
        ],
      },
    ]);
    expect(sections.find((s) => s.title === "Doctors")!.lists[0]!.items[0]!.rows).toContainEqual({
      label: "Primary care doctor",
      value: "Yes",
    });
    expect(sections.find((s) => s.title === "Pharmacies")!.lists[0]).toMatchObject({ empty: "No pharmacies.", items: [] });
    expect(JSON.stringify(sections)).not.toMatch(/status|Not started|Is PCP/);
  });

  it("writes the document in Spanish for a Spanish reader, times in the agency's zone with the zone named", () => {
    const layout = submissionPdfLayout(submission({ first_name: "María", last_name: "López" }), "es");
    expect(layout.title).toBe("María López");
    expect(layout.subtitle).toBe("Encuesta de Medicare");
    const header = Object.fromEntries(layout.header.map((r) => [r.label, r.value]));
    expect(header).toMatchObject({ Estado: "Completado", "Idioma de la encuesta": "Español", Enviada: "4 jul 2026, 12:30 p.m. EDT" });
    expect(layout.timesNote).toBe("Las horas están en hora oriental (America/New_York).");
    expect(rowsOf(layout.sections, "Contacto")).toMatchObject({ Idioma: "Español (el idioma de la encuesta)" });
  });

  it("takes the client's stated language over the survey's", () => {
    const layout = submissionPdfLayout(submission({ preferred_language: "en" }), "en");
    expect(rowsOf(layout.sections, "Contact")).toMatchObject({ Language: "English" });
    expect(Object.fromEntries(layout.header.map((r) => [r.label, r.value]))).toMatchObject({
      "Survey language": "Spanish",
      Submitted: "Jul 4, 2026, 12:30 PM EDT",
    });
    expect(layout.timesNote).toBe("Times are in Eastern Time (America/New_York).");
  });

  it("says a consent the survey asks for is not signed yet", () => {
    const layout = submissionPdfLayout(submission(), "en");
    expect(layout.sections.find((s) => s.title === "Signed consent")?.note).toBe("Not signed yet.");
    expect(layout.consents).toEqual([]);
  });
});
