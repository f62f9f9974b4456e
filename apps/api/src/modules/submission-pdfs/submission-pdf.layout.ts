import type { TSurveyContent } from "@planready/contracts/surveys/responses";
import type { TSurveyType } from "@planready/contracts/surveys/content";

/**
 * What the PDF shows of a submission, as plain data: sections in the survey's order, each with labelled answers
 * and list items. Pure, so the layout is tested without drawing. Every answer the client gave appears; fields
 * never asked (null) are left out.
 */
/** `mono`: a code shown in a fixed-width font on one line (a hash). */
export type TPdfRow = { label: string; value: string; mono?: boolean };
export type TPdfSection = { title: string; rows: TPdfRow[]; items: { title: string; rows: TPdfRow[] }[] };

type TCollection =
  | "pharmacy_responses"
  | "prescription_responses"
  | "hospital_responses"
  | "specialist_responses"
  | "do_these_apply_responses"
  | "household_members"
  | "life_health_condition_responses";

type TSectionSpec = { title: string; fields: readonly (keyof TSurveyContent)[]; collection?: TCollection; itemTitle?: string };

const sectionSpecs: readonly TSectionSpec[] = [
  {
    title: "Contact",
    fields: [
      "first_name",
      "last_name",
      "preferred_name",
      "email",
      "phone",
      "phone_type",
      "best_time_to_call",
      "consent_to_contact",
      "preferred_language",
    ],
  },
  { title: "Address", fields: ["address_one", "address_two", "city", "state", "zip", "county"] },
  { title: "About you", fields: ["dob", "gender", "height_inches", "weight_lbs"] },
  {
    title: "Medicare",
    fields: [
      "familiar_with_medicare",
      "current_health_ins",
      "current_health_ins_other",
      "medicare_plan",
      "medicare_plan_interest",
      "medicare_part_a_date",
      "medicare_part_b_date",
      "medicare_payment",
    ],
  },
  { title: "Pharmacies", fields: ["pharmacies_status"], collection: "pharmacy_responses", itemTitle: "Pharmacy" },
  { title: "Prescriptions", fields: ["prescriptions_status"], collection: "prescription_responses", itemTitle: "Prescription" },
  { title: "Hospitals", fields: ["hospitals_status"], collection: "hospital_responses", itemTitle: "Hospital" },
  { title: "Doctors", fields: ["doctors_status"], collection: "specialist_responses", itemTitle: "Doctor" },
  { title: "Do these apply", fields: [], collection: "do_these_apply_responses", itemTitle: "Applies" },
  {
    title: "Household",
    fields: ["household_size", "annual_income", "tax_filing_status"],
    collection: "household_members",
    itemTitle: "Member",
  },
  {
    title: "Life insurance",
    fields: [
      "household_income",
      "why_life_insurance",
      "why_life_insurance_other",
      "tobacco_use",
      "tobacco_last_used",
      "desired_coverage_amount",
      "desired_coverage_length",
      "has_existing_life_insurance",
      "existing_life_coverage_amount",
      "existing_life_carrier",
    ],
    collection: "life_health_condition_responses",
    itemTitle: "Health condition",
  },
  { title: "Anything else", fields: ["anything_else", "meeting_preference"] },
];

/** Fields of list items that are bookkeeping, not answers. */
const hiddenItemFields = new Set(["id", "survey_content_id", "client_rev", "field_revs", "deleted_at", "created_at", "updated_at"]);
const acronyms: Record<string, string> = { dob: "Date of birth", npi: "NPI", ccn: "CCN", rxcui: "RxCUI", zip: "ZIP code", pcp: "PCP" };

/** `best_time_to_call` → "Best time to call". */
export function labelOf(field: string): string {
  if (acronyms[field]) return acronyms[field];
  const words = field.split("_").map((word) => acronyms[word] ?? word);
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Answers as a person reads them: codes humanised, lists joined, yes/no spelled out. Null when not answered. */
export function valueOf(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value)) {
    const parts = value.map(valueOf).filter((v): v is string => v !== null);
    return parts.length ? parts.join(", ") : null;
  }
  if (typeof value === "string") return /^[a-z0-9]+(?:_[a-z0-9]+)+$|^[a-z]+$/.test(value) ? labelOf(value) : value;
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

function rowsOf(record: Record<string, unknown>, fields: readonly string[]): TPdfRow[] {
  return fields.flatMap((field) => {
    const value = valueOf(record[field]);
    return value === null ? [] : [{ label: labelOf(field), value }];
  });
}

/** The sections that hold at least one answer, in survey order. */
export function submissionSections(content: TSurveyContent): TPdfSection[] {
  const record = content as unknown as Record<string, unknown>;
  return sectionSpecs.flatMap((spec) => {
    const rows = rowsOf(record, spec.fields);
    const list = spec.collection ? (content[spec.collection] as Record<string, unknown>[]) : [];
    const items = list.map((item, index) => ({
      title: `${spec.itemTitle ?? "Item"} ${index + 1}`,
      rows: rowsOf(
        item,
        Object.keys(item).filter((key) => !hiddenItemFields.has(key)),
      ),
    }));
    // A section status alone ("Not started") is not something the client entered.
    const answered = rows.some((row) => !row.label.endsWith("status")) || items.length > 0;
    return answered ? [{ title: spec.title, rows, items }] : [];
  });
}

export const surveyTypeNames: Record<TSurveyType, string> = {
  medicare: "Medicare",
  connecture: "Connecture",
  aca: "ACA",
  crm: "CRM",
  aep_update: "AEP update",
  life: "Life insurance",
  scope_only: "Scope of Appointment",
  aca_consent_only: "ACA consent",
};
