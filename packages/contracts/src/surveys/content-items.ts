import { z } from "zod";
import { daysSupplies, lifeHealthConditions, prescriptionFrequencies } from "./choices.ts";
import { choice, item, optional, requiredText, text, ZClientRev, ZId, ZNpi, ZPhone, ZYesNo } from "./fields.ts";

/**
 * Child collections of a survey content (docs/product.md#answers-and-sections). Each item carries a client-generated `id`, so a retried POST
 * creates nothing twice, and a `client_rev`: POST and PUT both send the whole item, and the server keeps the
 * item only if its rev is newer than the stored one. A DELETE passes its rev too (ZItemDeleteQuery) so a late
 * retry of an older PUT cannot bring the item back.
 */

/** Adds what the server holds beside each item: the content it belongs to. Responses strip unknown fields. */
export const stored = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => z.object({ ...schema.shape, survey_content_id: ZId });

export const ZItemDeleteQuery = z.object({ client_rev: z.coerce.number().pipe(ZClientRev) }).strict();
export type TItemDeleteQuery = z.infer<typeof ZItemDeleteQuery>;

/** RxNorm concept id from the drug look-up; absent when the client typed a drug the look-up did not find. */
const ZRxcui = z.string().regex(/^\d{1,12}$/, "An RxCUI is digits only");
/** An NDC as printed (4-4-2, 5-3-2 or 5-4-1 with hyphens) or the 11-digit billing form (5-4-2, hyphens optional). */
const ZNdc = z
  .string()
  .regex(/^(?:\d{4}-\d{4}-\d{2}|\d{5}-\d{3}-\d{2}|\d{5}-\d{4}-\d{1,2}|\d{11})$/, "An NDC is 10 or 11 digits, such as 0002-8215-01");
/**
 * Whether an item is the registry's record (docs/decisions/016-lookups-real-data-or-typed.md): `true` when the client
 * picked it from a look-up answer of the public registry (NLM RxTerms, NPPES), `false` when the client typed it (the
 * registry found nothing, or could not be reached) and nobody has checked it against the registry; absent or null
 * when not recorded (items written before this field, or added by an agent). PDF and CSV show it as a flag.
 */
export const ZVerified = optional(z.boolean({ error: "verified is true or false" }));
/** The answers that identify a registry record: changing one of them makes the item no longer the registry's. */
export const registryIdentityFields = {
  prescription_responses: ["drug_name", "rxcui"],
  pharmacy_responses: ["name", "npi"],
  specialist_responses: ["name", "npi"],
  hospital_responses: ["name", "npi"],
} as const;
const npiWhenVerified = {
  message: "An item picked from the registry carries its NPI",
  path: ["npi"],
};

/** CMS Certification Number of a hospital: 6 characters. */
const ZCcn = z.string().regex(/^[0-9A-Z]{6}$/, "A CMS Certification Number is 6 letters or digits");

export const ZPrescriptionItem = item({
  drug_name: requiredText(200),
  rxcui: optional(ZRxcui),
  /**
   * National Drug Code of the exact package, when known (typed by an agent from the bottle or the pharmacy's
   * record): 10 digits in one of the three hyphenated FDA layouts, or 11 digits.
   */
  ndc: optional(ZNdc),
  /** e.g. "10 mg", "100 units/mL". */
  strength: optional(text(100)),
  /** e.g. "tablet", "pen injector"; free text, as the look-up names it. */
  dosage_form: optional(text(100)),
  /** Units per fill (tablets, mL, pens). */
  quantity: optional(z.number({ error: "Enter a quantity" }).positive("Enter a quantity above 0").max(10_000, "Check the quantity")),
  frequency: optional(choice(prescriptionFrequencies, "how often it is taken")),
  /** Plan cost estimates are per 30, 60 or 90-day fill. */
  days_supply: optional(z.literal([...daysSupplies], { error: "Choose 30, 60 or 90 days" })),
  is_generic: optional(ZYesNo),
  notes: optional(text(500)),
  verified: ZVerified,
});
export type TPrescriptionItem = z.infer<typeof ZPrescriptionItem>;

export const ZPharmacyItem = item({
  name: requiredText(200),
  npi: optional(ZNpi),
  address: optional(text(300)),
  phone: optional(ZPhone),
  is_mail_order: optional(ZYesNo),
  verified: ZVerified,
}).refine((value) => value.verified !== true || !!value.npi, npiWhenVerified);
export type TPharmacyItem = z.infer<typeof ZPharmacyItem>;

/** A doctor or specialist (specialist responses); `is_pcp` marks the primary care doctor. */
export const ZSpecialistItem = item({
  name: requiredText(200),
  npi: optional(ZNpi),
  specialty: optional(text(200)),
  address: optional(text(300)),
  phone: optional(ZPhone),
  is_pcp: optional(ZYesNo),
  verified: ZVerified,
}).refine((value) => value.verified !== true || !!value.npi, npiWhenVerified);
export type TSpecialistItem = z.infer<typeof ZSpecialistItem>;

export const ZHospitalItem = item({
  name: requiredText(200),
  npi: optional(ZNpi),
  ccn: optional(ZCcn),
  address: optional(text(300)),
  verified: ZVerified,
}).refine((value) => value.verified !== true || !!value.npi, npiWhenVerified);
export type THospitalItem = z.infer<typeof ZHospitalItem>;

/**
 * "Do these apply": the situations that change which plans a client can have or when they can enrol (Extra Help,
 * Medicaid and chronic conditions open special needs plans; moving and losing coverage open enrolment periods).
 */
export const doTheseApplyCodes = [
  "medicaid",
  "extra_help_lis",
  "medicare_savings_program",
  "va_benefits",
  "tricare",
  "employer_or_union_coverage",
  "esrd",
  "chronic_condition",
  "nursing_home",
  "lives_outside_service_area",
  "moving_soon",
  "lost_coverage_recently",
  "other",
] as const;
/** Conditions that qualify for chronic-condition special needs plans (C-SNP). */
export const chronicConditions = [
  "diabetes",
  "heart_failure",
  "cardiovascular_disorder",
  "copd_or_asthma",
  "chronic_kidney_disease",
  "cancer",
  "dementia",
  "chronic_mental_health",
  "autoimmune",
  "hiv_aids",
  "stroke",
  "other",
] as const;

export const ZDoTheseApplyItem = item({
  code: choice(doTheseApplyCodes, "a situation"),
  /** Required with code chronic_condition, refused otherwise. */
  chronic_condition: optional(choice(chronicConditions, "a condition")),
  /** Free detail: required with code other. */
  detail: optional(text(500)),
})
  .refine((value) => (value.code === "chronic_condition") === !!value.chronic_condition, {
    message: "Choose a condition for 'chronic condition' (and only for it)",
    path: ["chronic_condition"],
  })
  .refine((value) => value.code !== "other" || !!value.detail, { message: "Tell us what applies", path: ["detail"] });
export type TDoTheseApplyItem = z.infer<typeof ZDoTheseApplyItem>;

export const ZLifeHealthConditionItem = item({
  condition: choice(lifeHealthConditions, "a condition"),
  /** The condition's name when `condition` is other. */
  condition_other: optional(text(200)),
  diagnosed_year: optional(
    z
      .number({ error: "Enter the year" })
      .int("Enter the year")
      .min(1900, "Check the year")
      .refine((year) => year <= new Date().getUTCFullYear(), "The year cannot be in the future"),
  ),
  /** Treatment and medication, in the client's words. */
  treatment: optional(text(1000)),
}).refine((value) => value.condition !== "other" || !!value.condition_other, {
  message: "Name the condition",
  path: ["condition_other"],
});
export type TLifeHealthConditionItem = z.infer<typeof ZLifeHealthConditionItem>;

export { daysSupplies, lifeHealthConditions, prescriptionFrequencies };
