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
  agentSignatures: [],
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

  describe("the agent's part and the signing certificate", () => {
    const soa = {
      id: "7d1f3c1e-0000-4000-8000-0000000000aa",
      survey_content_id: "c1",
      kind: "soa" as const,
      text_version: "soa-2026-11",
      text_hash: "ab".repeat(32),
      locale: "es" as const,
      signer_role: "beneficiary" as const,
      signer_name: "María López",
      beneficiary_name: null,
      representative_relationship: null,
      products: ["part_d" as const],
      signature: "M10 10l20 20",
      typed_name: "María López",
      date: "07/04/2026",
      signed_at: "2026-07-04T16:31:00Z",
      device_signed_at: null,
      agent_name: "Ana Ruiz",
      agency_name: "Sunshine Agency",
      ip: "203.0.113.9",
      user_agent: "Mozilla/5.0 (iPhone) Safari/605",
      esign_disclosure_version: "esign-2026-11",
      agent_details: null,
    };
    const agentSignature = {
      consent_id: soa.id,
      mode: "signed" as const,
      signed_at: "2026-07-04T18:00:00Z",
      user_id: "7d1f3c1e-0000-4000-8000-0000000000bb",
      name: "Ana Ruiz",
      npn: "1234567",
      phone: "(305) 555-0123",
      agency: "Sunshine Agency",
      plan_types: ["part_d" as const, "medicare_supplement" as const],
      signature_method: "type" as const,
      signature: null,
      details_version: 2,
      details_saved_at: "2026-07-01T12:00:00Z",
      ip: "198.51.100.7",
      user_agent: "Mozilla/5.0 (Macintosh) Firefox/140",
    };

    it("shows the agent's part beside the client's, and a certificate naming both, the text hash and the disclosure the client saw", () => {
      const layout = submissionPdfLayout(
        submission({ scope_of_appointment_responses: [soa] }, { agentSignatures: [agentSignature] }),
        "en",
      );
      const agent = layout.consents[0]!.agent!;
      expect(Object.fromEntries(agent.rows.map((r) => [r.label, r.value]))).toMatchObject({
        NPN: "1234567",
        "Signed by the agent": "Jul 4, 2026, 2:00 PM EDT",
        "Plan types appointed for": "Stand-alone Medicare Prescription Drug Plans (Part D), Medicare Supplement (Medigap) Products",
        "Signing details": "Version 2, saved Jul 1, 2026, 8:00 AM EDT",
      });
      expect(agent.typed).toBe("Signed with the typed name Ana Ruiz (no drawing).");
      const [entry] = layout.certificate!.entries;
      expect(layout.certificate!.title).toBe("Signing certificate");
      expect(Object.fromEntries(entry!.client.map((r) => [r.label, r.value]))).toMatchObject({
        "Signed by": "María López",
        When: "Jul 4, 2026, 12:31 PM EDT",
        "IP address": "203.0.113.9",
        Device: "Mozilla/5.0 (iPhone) Safari/605",
        "Consent text hash (SHA-256)": soa.text_hash,
      });
      expect(Object.fromEntries(entry!.agent.map((r) => [r.label, r.value]))).toMatchObject({
        "Signed by": "Ana Ruiz (NPN 1234567)",
        "IP address": "198.51.100.7",
        Device: "Mozilla/5.0 (Macintosh) Firefox/140",
      });
      // The disclosure in the language the client signed in.
      expect(entry!.esign?.title).toBe("Electronic-signature disclosure the client saw (esign-2026-11)");
      expect(entry!.esign?.paragraphs[0]).toMatch(/^Al firmar en esta pantalla/);
    });

    it("says when the agent has not signed and when no disclosure was recorded", () => {
      const layout = submissionPdfLayout(
        submission({ scope_of_appointment_responses: [{ ...soa, esign_disclosure_version: null }] }),
        "en",
      );
      expect(layout.consents[0]!.agent).toMatchObject({ rows: [], note: "The agent has not signed their part yet." });
      const [entry] = layout.certificate!.entries;
      expect(entry!.agentNote).toBe("The agent has not signed the agent's part.");
      expect(entry!.esign).toBeNull();
      expect(entry!.esignNote).toMatch(/No electronic-signature disclosure/);
    });
  });
});
