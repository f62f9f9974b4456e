import { describe, expect, it } from "vitest";
import { buildHandoff, normaliseNdc, normaliseNpi, normaliseRxcui, type THandoffSource } from "./integration-handoff.ts";
import { integrationShareUrl } from "./integrations.ts";

const ids = { id: "8f0b1a52-7c61-4a8e-9b1d-2f3c4d5e6f70", client_rev: 1, survey_content_id: "8f0b1a52-7c61-4a8e-9b1d-2f3c4d5e6f71" };
const empty: THandoffSource["content"] = {
  first_name: null,
  last_name: null,
  preferred_name: null,
  email: null,
  phone: null,
  phone_type: null,
  dob: null,
  gender: null,
  preferred_language: null,
  address_one: null,
  address_two: null,
  city: null,
  state: null,
  zip: null,
  county: null,
  current_health_ins: null,
  current_health_ins_other: null,
  medicare_plan: null,
  medicare_plan_interest: null,
  medicare_part_a_date: null,
  medicare_part_b_date: null,
  prescription_responses: [],
  pharmacy_responses: [],
  specialist_responses: [],
  hospital_responses: [],
  do_these_apply_responses: [],
};
const submission = { id: "r1", survey_type: "medicare", submitted_at: "2026-11-20T15:00:00.000Z", link_url: "reyes", locale: "en" };

describe("drug, pharmacy and provider codes", () => {
  it("keeps an RxCUI as digits and drops anything else", () => {
    expect(normaliseRxcui(" 617310 ")).toBe("617310");
    expect(normaliseRxcui("00617310")).toBe("617310");
    expect(normaliseRxcui("RX617310")).toBeNull();
    expect(normaliseRxcui("")).toBeNull();
  });

  it("gives every NDC layout in its 11-digit 5-4-2 form", () => {
    expect(normaliseNdc("0002-8215-01")).toBe("00002-8215-01"); // 4-4-2
    expect(normaliseNdc("50090-347-01")).toBe("50090-0347-01"); // 5-3-2
    expect(normaliseNdc("68180-0513-1")).toBe("68180-0513-01"); // 5-4-1
    expect(normaliseNdc("00002821501")).toBe("00002-8215-01"); // 11 digits
    expect(normaliseNdc("00002-8215-01")).toBe("00002-8215-01");
    // Ten digits without hyphens could be any of three layouts: not guessed.
    expect(normaliseNdc("0002821501")).toBeNull();
    expect(normaliseNdc("002-8215-01")).toBeNull();
  });

  it("keeps an NPI only when its check digit holds", () => {
    expect(normaliseNpi("1245319599")).toBe("1245319599");
    expect(normaliseNpi("124-531-9599")).toBe("1245319599");
    expect(normaliseNpi("1245319598")).toBeNull();
    expect(normaliseNpi("12345")).toBeNull();
  });
});

describe("buildHandoff", () => {
  it("maps a client's answers to the hand-off: contact, drugs by RxNorm and NDC with dose and quantity, NPIs", () => {
    const handoff = buildHandoff({
      submission,
      content: {
        ...empty,
        first_name: " Rosa ",
        last_name: "Diaz",
        email: "Rosa.Diaz@Example.org",
        phone: "+1 (305) 555-0142",
        dob: "03/07/1957",
        zip: "33101-1234",
        state: "FL",
        current_health_ins: ["medicare_original"],
        prescription_responses: [
          {
            ...ids,
            drug_name: "Eliquis",
            rxcui: "1364441",
            ndc: "0003-0894-21",
            strength: "5 mg",
            dosage_form: "tablet",
            quantity: 60,
            days_supply: 30,
            is_generic: false,
          },
          { ...ids, drug_name: "Something typed", verified: false },
        ],
        pharmacy_responses: [{ ...ids, name: "Corner Pharmacy", npi: "1234567893", is_mail_order: false, verified: true }],
        specialist_responses: [{ ...ids, name: "Dr. Ana Ruiz", npi: "1245319599", specialty: "Cardiology", is_pcp: true }],
        hospital_responses: [{ ...ids, name: "Mercy Hospital", npi: "1003000127" }],
      },
    });
    expect(handoff.client).toMatchObject({
      first_name: "Rosa",
      email: "rosa.diaz@example.org",
      phone: "3055550142",
      date_of_birth: "1957-03-07",
    });
    expect(handoff.client.address.zip).toBe("33101");
    expect(handoff.drugs[0]).toEqual({
      name: "Eliquis",
      rxnorm: "1364441",
      ndc: "00003-0894-21",
      dose: "5 mg tablet",
      strength: "5 mg",
      dosage_form: "tablet",
      quantity: 60,
      frequency: null,
      days_supply: 30,
      generic: false,
      verified: null,
    });
    expect(handoff.drugs[1]).toMatchObject({ name: "Something typed", rxnorm: null, ndc: null, dose: null, verified: false });
    expect(handoff.pharmacies[0]).toMatchObject({ npi: "1234567893", mail_order: false, verified: true });
    expect(handoff.providers).toEqual([
      expect.objectContaining({ kind: "doctor", name: "Dr. Ana Ruiz", npi: "1245319599", primary_care: true, specialty: "Cardiology" }),
      // A wrong check digit: the hospital goes by name only rather than as another provider's NPI.
      expect.objectContaining({ kind: "hospital", name: "Mercy Hospital", npi: null }),
    ]);
    expect(handoff.submission.test).toBe(false);
  });
});

describe("integrationShareUrl", () => {
  it("adds the integration value to the link's address, replacing any other", () => {
    expect(integrationShareUrl("https://app.example.com/reyes", "medicare_center")).toBe(
      "https://app.example.com/reyes?integration=medicare_center",
    );
    expect(integrationShareUrl("https://app.example.com/reyes?locale=es&integration=x", "agency_bloc")).toBe(
      "https://app.example.com/reyes?locale=es&integration=agency_bloc",
    );
  });
});
