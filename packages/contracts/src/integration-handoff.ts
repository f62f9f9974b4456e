import { z } from "zod";
import { isValidNpi } from "./surveys/fields.ts";
import type { TSurveyContent } from "./surveys/responses.ts";

/**
 * The normalised hand-off of one submission: what a quoting tool or a CRM needs to stop an agent re-typing a client's
 * drugs, pharmacies and doctors (docs/product.md#integrations). The same document is downloaded from the submission
 * (JSON) and sent by every partner adapter, each in its own wire format built from it
 * (docs/decisions/034-partner-integrations.md). Codes are checked here: an RxCUI is digits, an NDC is given in its
 * 11-digit 5-4-2 form, an NPI passes its check digit; a code that does not is left out (null), never sent wrong.
 */
export const HANDOFF_SCHEMA = "planready.handoff.v1";

const nullableText = z.string().nullable();

export const ZHandoffDrug = z.object({
  name: z.string(),
  /** RxNorm concept id (RxCUI). */
  rxnorm: nullableText,
  /** National Drug Code, 11 digits as 5-4-2 with hyphens. */
  ndc: nullableText,
  /** Strength and form together, as a pharmacist reads it ("10 mg tablet"). */
  dose: nullableText,
  strength: nullableText,
  dosage_form: nullableText,
  /** Units per fill. */
  quantity: z.number().nullable(),
  frequency: nullableText,
  days_supply: z.number().nullable(),
  generic: z.boolean().nullable(),
  /** Picked from the public registry (true), typed by the client (false), not recorded (null). */
  verified: z.boolean().nullable(),
});
export type THandoffDrug = z.infer<typeof ZHandoffDrug>;

export const ZHandoffPharmacy = z.object({
  name: z.string(),
  npi: nullableText,
  address: nullableText,
  phone: nullableText,
  mail_order: z.boolean().nullable(),
  verified: z.boolean().nullable(),
});
export const ZHandoffProvider = z.object({
  kind: z.enum(["doctor", "hospital"]),
  name: z.string(),
  npi: nullableText,
  specialty: nullableText,
  primary_care: z.boolean().nullable(),
  /** A hospital's CMS Certification Number. */
  ccn: nullableText,
  address: nullableText,
  phone: nullableText,
  verified: z.boolean().nullable(),
});
export type THandoffProvider = z.infer<typeof ZHandoffProvider>;

export const ZIntegrationHandoff = z.object({
  schema: z.literal(HANDOFF_SCHEMA),
  submission: z.object({
    id: z.string(),
    survey_type: z.string(),
    submitted_at: nullableText,
    link_url: z.string(),
    locale: z.string(),
    /** True for the sample sent by "Send a test": no real client. */
    test: z.boolean(),
  }),
  client: z.object({
    first_name: nullableText,
    last_name: nullableText,
    preferred_name: nullableText,
    email: nullableText,
    /** 10 digits, no punctuation. */
    phone: nullableText,
    phone_type: nullableText,
    /** ISO date (YYYY-MM-DD). */
    date_of_birth: nullableText,
    gender: nullableText,
    preferred_language: nullableText,
    address: z.object({
      line1: nullableText,
      line2: nullableText,
      city: nullableText,
      state: nullableText,
      zip: nullableText,
      county: nullableText,
    }),
  }),
  coverage: z.object({
    current: z.array(z.string()),
    current_other: nullableText,
    current_plan: nullableText,
    plan_interest: z.array(z.string()),
    part_a_date: nullableText,
    part_b_date: nullableText,
    situations: z.array(z.object({ code: z.string(), condition: nullableText, detail: nullableText })),
  }),
  drugs: z.array(ZHandoffDrug),
  pharmacies: z.array(ZHandoffPharmacy),
  providers: z.array(ZHandoffProvider),
});
export type TIntegrationHandoff = z.infer<typeof ZIntegrationHandoff>;

export type THandoffSource = {
  submission: { id: string; survey_type: string; submitted_at: string | null; link_url: string; locale: string; test?: boolean };
  content: Pick<
    TSurveyContent,
    | "first_name"
    | "last_name"
    | "preferred_name"
    | "email"
    | "phone"
    | "phone_type"
    | "dob"
    | "gender"
    | "preferred_language"
    | "address_one"
    | "address_two"
    | "city"
    | "state"
    | "zip"
    | "county"
    | "current_health_ins"
    | "current_health_ins_other"
    | "medicare_plan"
    | "medicare_plan_interest"
    | "medicare_part_a_date"
    | "medicare_part_b_date"
    | "prescription_responses"
    | "pharmacy_responses"
    | "specialist_responses"
    | "hospital_responses"
    | "do_these_apply_responses"
  >;
};

const blank = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** An RxCUI is an RxNorm concept id: digits only. */
export function normaliseRxcui(value: string | null | undefined): string | null {
  const trimmed = blank(value);
  return trimmed && /^\d{1,12}$/.test(trimmed) ? trimmed.replace(/^0+(?=\d)/, "") : null;
}

/**
 * An NDC in its 11-digit 5-4-2 form, the one claims and plan formularies use: the 10-digit layouts printed on
 * packages gain a leading zero in the short segment (4-4-2 → 0xxxx-xxxx-xx, 5-3-2 → xxxxx-0xxx-xx, 5-4-1 →
 * xxxxx-xxxx-0x). Ten digits without hyphens are ambiguous and give null.
 */
export function normaliseNdc(value: string | null | undefined): string | null {
  const trimmed = blank(value);
  if (!trimmed) return null;
  const digits = trimmed.replace(/-/g, "");
  if (/^\d{11}$/.test(digits) && (!trimmed.includes("-") || /^\d{5}-\d{4}-\d{2}$/.test(trimmed))) {
    return `${digits.slice(0, 5)}-${digits.slice(5, 9)}-${digits.slice(9)}`;
  }
  const parts = trimmed.split("-");
  if (parts.length !== 3 || !parts.every((part) => /^\d+$/.test(part))) return null;
  const [labeler, product, pack] = parts as [string, string, string];
  const layout = `${labeler.length}-${product.length}-${pack.length}`;
  if (layout === "4-4-2") return `0${labeler}-${product}-${pack}`;
  if (layout === "5-3-2") return `${labeler}-0${product}-${pack}`;
  if (layout === "5-4-1") return `${labeler}-${product}-0${pack}`;
  return null;
}

/** An NPI that passes its check digit, else null (a mistyped number would name another provider). */
export function normaliseNpi(value: string | null | undefined): string | null {
  const digits = blank(value)?.replace(/\D/g, "") ?? "";
  return digits.length === 10 && isValidNpi(digits) ? digits : null;
}

/** A US phone number as its 10 digits (a leading country code 1 dropped), else null. */
export function normalisePhone(value: string | null | undefined): string | null {
  const digits = blank(value)?.replace(/\D/g, "") ?? "";
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return national.length === 10 ? national : null;
}

/** MM/DD/YYYY → YYYY-MM-DD; anything else null. */
export function isoDate(value: string | null | undefined): string | null {
  const match = blank(value)?.match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

const yes = (value: boolean | null | undefined): boolean | null => value ?? null;

/** Builds the hand-off of a submission from its answers as stored (pure: tested once, used by every adapter). */
export function buildHandoff({ submission, content }: THandoffSource): TIntegrationHandoff {
  return {
    schema: HANDOFF_SCHEMA,
    submission: { ...submission, test: submission.test ?? false },
    client: {
      first_name: blank(content.first_name),
      last_name: blank(content.last_name),
      preferred_name: blank(content.preferred_name),
      email: blank(content.email)?.toLowerCase() ?? null,
      phone: normalisePhone(content.phone),
      phone_type: content.phone_type ?? null,
      date_of_birth: isoDate(content.dob),
      gender: content.gender ?? null,
      preferred_language: content.preferred_language ?? null,
      address: {
        line1: blank(content.address_one),
        line2: blank(content.address_two),
        city: blank(content.city),
        state: blank(content.state),
        zip: blank(content.zip)?.slice(0, 5) ?? null,
        county: blank(content.county),
      },
    },
    coverage: {
      current: content.current_health_ins ?? [],
      current_other: blank(content.current_health_ins_other),
      current_plan: blank(content.medicare_plan),
      plan_interest: content.medicare_plan_interest ?? [],
      part_a_date: isoDate(content.medicare_part_a_date),
      part_b_date: isoDate(content.medicare_part_b_date),
      situations: content.do_these_apply_responses.map((item) => ({
        code: item.code,
        condition: item.chronic_condition ?? null,
        detail: blank(item.detail),
      })),
    },
    drugs: content.prescription_responses.map((item) => {
      const strength = blank(item.strength);
      const form = blank(item.dosage_form);
      return {
        name: item.drug_name.trim(),
        rxnorm: normaliseRxcui(item.rxcui),
        ndc: normaliseNdc(item.ndc),
        dose: [strength, form].filter(Boolean).join(" ") || null,
        strength,
        dosage_form: form,
        quantity: item.quantity ?? null,
        frequency: item.frequency ?? null,
        days_supply: item.days_supply ?? null,
        generic: yes(item.is_generic),
        verified: item.verified ?? null,
      };
    }),
    pharmacies: content.pharmacy_responses.map((item) => ({
      name: item.name.trim(),
      npi: normaliseNpi(item.npi),
      address: blank(item.address),
      phone: normalisePhone(item.phone),
      mail_order: yes(item.is_mail_order),
      verified: item.verified ?? null,
    })),
    providers: [
      ...content.specialist_responses.map((item) => ({
        kind: "doctor" as const,
        name: item.name.trim(),
        npi: normaliseNpi(item.npi),
        specialty: blank(item.specialty),
        primary_care: yes(item.is_pcp),
        ccn: null,
        address: blank(item.address),
        phone: normalisePhone(item.phone),
        verified: item.verified ?? null,
      })),
      ...content.hospital_responses.map((item) => ({
        kind: "hospital" as const,
        name: item.name.trim(),
        npi: normaliseNpi(item.npi),
        specialty: null,
        primary_care: null,
        ccn: blank(item.ccn),
        address: blank(item.address),
        phone: null,
        verified: item.verified ?? null,
      })),
    ],
  };
}

/** The sample "Send a test" delivers: a made-up client with one drug, pharmacy, doctor and hospital. */
export function sampleHandoff(linkUrl: string, now: Date): TIntegrationHandoff {
  const item = { id: "00000000-0000-4000-8000-000000000000", client_rev: 1, survey_content_id: "00000000-0000-4000-8000-000000000000" };
  return buildHandoff({
    submission: { id: "test", survey_type: "medicare", submitted_at: now.toISOString(), link_url: linkUrl, locale: "en-US", test: true },
    content: {
      first_name: "Test",
      last_name: "Client",
      preferred_name: null,
      email: "test.client@example.com",
      phone: "3055550100",
      phone_type: "mobile",
      dob: "01/15/1958",
      gender: null,
      preferred_language: "en",
      address_one: "100 Example St",
      address_two: null,
      city: "Miami",
      state: "FL",
      zip: "33101",
      county: "Miami-Dade",
      current_health_ins: ["medicare_original"],
      current_health_ins_other: null,
      medicare_plan: null,
      medicare_plan_interest: [],
      medicare_part_a_date: null,
      medicare_part_b_date: null,
      prescription_responses: [
        { ...item, drug_name: "atorvastatin 20 MG Oral Tablet", rxcui: "617310", strength: "20 mg", dosage_form: "tablet", quantity: 30 },
      ],
      pharmacy_responses: [{ ...item, name: "Sample Pharmacy", npi: "1234567893" }],
      specialist_responses: [{ ...item, name: "Sample Doctor", npi: "1245319599", is_pcp: true }],
      hospital_responses: [{ ...item, name: "Sample Hospital", npi: "1003000126" }],
      do_these_apply_responses: [],
    },
  });
}
