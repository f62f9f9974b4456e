import { z } from "zod";
import * as c from "./choices.ts";
import { choice, choices, dollars, text, ZClientRev, ZDob, ZEmail, ZId, ZPhone, ZState, ZUsDate, ZYesNo, ZZip } from "./fields.ts";
import type { TSurveyContent } from "./responses.ts";
import { parseSurveyType, surveyTypes } from "./survey-types.ts";

export { parseSurveyType, surveyTypes };
export const ZSurveyType = choice(surveyTypes, "a survey type");
export type TSurveyType = z.infer<typeof ZSurveyType>;

/** Page locales, the same ids as the web app's i18n: en-US (the default) and es. */
export const ZSurveyLocale = choice(c.languageChoices, "a language");
export type TSurveyLocale = z.infer<typeof ZSurveyLocale>;

/** Completion of a survey section (sections.ts), starting 'not started'. */
export const ZSectionStatus = choice(c.sectionStatuses, "a section status");
export type TSectionStatus = z.infer<typeof ZSectionStatus>;

/**
 * Everything a survey stores on its content row, by screen. Each field is nullable: null means "not answered"
 * (never asked on this survey type, or cleared by the client). Which screen asks what is a suggestion for the
 * pages; the rules that depend on answers live in navigation.ts.
 */
const contentFields = {
  // name, hello, email, phoneNumber
  first_name: text(100),
  last_name: text(100),
  preferred_name: text(100),
  email: ZEmail,
  phone: ZPhone,
  phone_type: choice(c.phoneTypeChoices, "a phone type"),
  best_time_to_call: choice(c.bestTimeToCallChoices, "a time of day"),
  /** The client agrees to be contacted by the agent about this request (TCPA, CMS contact rules). */
  consent_to_contact: ZYesNo,
  preferred_language: choice(c.languageChoices, "a language"),
  // address
  address_one: text(200),
  address_two: text(200),
  city: text(100),
  state: ZState,
  zip: ZZip,
  county: text(100),
  // dob, lifeDob
  dob: ZDob,
  gender: choice(c.genderChoices, "an answer"),
  // familiarWithMedicare, currentHealthIns
  familiar_with_medicare: choice(c.familiarWithMedicareChoices, "an answer"),
  current_health_ins: choices(c.currentHealthInsChoices, "coverage").refine(
    (list) => !list.includes("none") || list.length === 1,
    "'None' cannot be combined with other coverage",
  ),
  current_health_ins_other: text(200),
  /** The plan or carrier the client has today, as they name it ("Humana Gold Plus", "BCBS through work"). */
  medicare_plan: text(200),
  // medicarePlan (shown only to clients not yet on Medicare, see navigation.ts)
  medicare_plan_interest: choices(c.medicarePlanInterestChoices, "plan types"),
  /** Effective dates from the Medicare card, or the expected start; may be in the future. */
  medicare_part_a_date: ZUsDate,
  medicare_part_b_date: ZUsDate,
  // medicarePayment
  medicare_payment: choice(c.medicarePaymentChoices, "a payment method"),
  // anythingElse, anythingElseLife, wrapThis
  anything_else: text(4000),
  meeting_preference: choice(c.meetingPreferenceChoices, "a meeting type"),
  // householdIncome, whyDoYouWantLifeInsurance, tobaccoUse, healthConditions
  household_income: choice(c.householdIncomeChoices, "an income range"),
  why_life_insurance: choices(c.whyLifeInsuranceChoices, "reasons"),
  why_life_insurance_other: text(500),
  tobacco_use: choice(c.tobaccoUseChoices, "an answer"),
  tobacco_last_used: choice(c.tobaccoLastUsedChoices, "when tobacco was last used"),
  /** Build (height and weight) sets the life underwriting class. */
  height_inches: z
    .number({ error: "Enter height in inches" })
    .int("Enter whole inches")
    .min(36, "Check the height")
    .max(96, "Check the height"),
  weight_lbs: z
    .number({ error: "Enter weight in pounds" })
    .int("Enter whole pounds")
    .min(50, "Check the weight")
    .max(800, "Check the weight"),
  // desiredCoverageLength, hasExistingLifeInsurance
  desired_coverage_amount: dollars(50_000_000),
  desired_coverage_length: choice(c.coverageLengthChoices, "a coverage length"),
  has_existing_life_insurance: ZYesNo,
  existing_life_coverage_amount: dollars(50_000_000),
  existing_life_carrier: text(200),
  // household (aca)
  household_size: z
    .number({ error: "Enter the number of people" })
    .int("Enter a whole number")
    .min(1, "At least 1 person")
    .max(20, "At most 20 people"),
  /** Expected household income for the coverage year (Marketplace financial help is based on it). */
  annual_income: dollars(10_000_000),
  tax_filing_status: choice(c.taxFilingStatusChoices, "a filing status"),
  // section statuses (sections.ts)
  prescriptions_status: ZSectionStatus,
  pharmacies_status: ZSectionStatus,
  hospitals_status: ZSectionStatus,
  doctors_status: ZSectionStatus,
};

type TNullableShape<T extends Record<string, z.ZodType>> = { [K in keyof T]: z.ZodNullable<T[K]> };
const nullableFields = Object.fromEntries(Object.entries(contentFields).map(([key, schema]) => [key, schema.nullable()])) as TNullableShape<
  typeof contentFields
>;

export const surveyContentFieldNames = Object.keys(contentFields) as (keyof typeof contentFields)[];
export type TSurveyContentFieldName = keyof typeof contentFields;

/**
 * Body of `PUT /surveyContents/{type}/{id}`: any subset of the answers plus the write's `client_rev`. Unknown
 * fields are refused. The server applies each field sent only if `client_rev` is newer than the rev that last
 * wrote that field (per field, so two overlapping partial writes never lose either's answers).
 */
export const ZSurveyContentUpdate = z.object(nullableFields).partial().extend({ client_rev: ZClientRev }).strict();
export type TSurveyContentUpdate = z.infer<typeof ZSurveyContentUpdate>;

/** The stored answers as the API returns them. `client_rev` is the newest rev applied; the client continues above it. */
export const ZSurveyContentFields = z.object({ id: ZId, ...nullableFields, client_rev: ZClientRev });
export type TSurveyContentFields = z.infer<typeof ZSurveyContentFields>;

/** Every answer empty, section statuses 'not started': built once, copied by `emptySurveyContent` (the autosave's answer). */
const EMPTY_ANSWERS: Omit<TSurveyContentFields, "id" | "client_rev"> = {
  ...(Object.fromEntries(surveyContentFieldNames.map((key) => [key, null])) as Record<TSurveyContentFieldName, null>),
  prescriptions_status: "not_started",
  pharmacies_status: "not_started",
  hospitals_status: "not_started",
  doctors_status: "not_started",
};

/** Section statuses start 'not started'; every other answer starts empty. */
export function emptySurveyContent(id: string): TSurveyContentFields {
  return { id, ...EMPTY_ANSWERS, client_rev: 0 };
}

/** A content with no answer and every list empty, as a response starts (a survey preview, tests). */
export function emptySurveyDocument(id: string): TSurveyContent {
  return {
    ...emptySurveyContent(id),
    specialist_responses: [],
    hospital_responses: [],
    pharmacy_responses: [],
    prescription_responses: [],
    do_these_apply_responses: [],
    life_health_condition_responses: [],
    household_members: [],
    scope_of_appointment_selections: [],
    scope_of_appointment_responses: [],
    aca_consent_responses: [],
  };
}
