import type { TCorrectableCollection } from "@planready/contracts/submission-items";
import * as c from "@planready/contracts/surveys/choices";
import type { TSurveyContentFieldName } from "@planready/contracts/surveys/content";
import { chronicConditions, doTheseApplyCodes } from "@planready/contracts/surveys/content-items";
import type { TSurveyContent } from "@planready/contracts/surveys/responses";
import { screensFor, type TScreenId } from "@planready/contracts/surveys/screens";
import type { TSurveyType } from "@planready/contracts/surveys/survey-types";

/** How a field is shown and corrected. `choice`/`choices` name their list of ids (labels come from the catalog). */
export type TFieldKind =
  | { type: "text"; multiline?: boolean }
  | { type: "email" | "phone" | "zip" | "usDate" | "state" | "yesNo" | "dollars" | "number" }
  | { type: "choice" | "choices"; list: TChoiceList }
  /** A number from a short list (days per fill: 30, 60 or 90), chosen in a select. */
  | { type: "numberChoice"; values: readonly number[]; unit: "days" };

export const choiceLists = {
  phoneType: c.phoneTypeChoices,
  bestTimeToCall: c.bestTimeToCallChoices,
  language: c.languageChoices,
  gender: c.genderChoices,
  familiarWithMedicare: c.familiarWithMedicareChoices,
  currentHealthIns: c.currentHealthInsChoices,
  medicarePlanInterest: c.medicarePlanInterestChoices,
  medicarePayment: c.medicarePaymentChoices,
  meetingPreference: c.meetingPreferenceChoices,
  householdIncome: c.householdIncomeChoices,
  whyLifeInsurance: c.whyLifeInsuranceChoices,
  tobaccoUse: c.tobaccoUseChoices,
  tobaccoLastUsed: c.tobaccoLastUsedChoices,
  coverageLength: c.coverageLengthChoices,
  taxFilingStatus: c.taxFilingStatusChoices,
  // Answers of list items (item-fields.ts).
  frequency: c.prescriptionFrequencies,
  doTheseApply: doTheseApplyCodes,
  chronicCondition: chronicConditions,
  lifeCondition: c.lifeHealthConditions,
  relationship: c.householdRelationships,
  otherCoverage: c.otherCoverageKinds,
} as const;
export type TChoiceList = keyof typeof choiceLists;

const text: TFieldKind = { type: "text" };
const kind = (type: Exclude<TFieldKind["type"], "text" | "choice" | "choices" | "numberChoice">): TFieldKind => ({ type });
const choice = (list: TChoiceList): TFieldKind => ({ type: "choice", list });
const choices = (list: TChoiceList): TFieldKind => ({ type: "choices", list });

/** The lists of items a section can hold (child collections of the survey content), each correctable. */
export type TListKey = TCorrectableCollection;

export type TSectionId =
  | "contact"
  | "coverage"
  | "prescriptions"
  | "pharmacies"
  | "doctors"
  | "hospitals"
  | "medicarePayment"
  | "doTheseApply"
  | "household"
  | "life"
  | "anythingElse"
  | "consent";

type TSectionDefinition = {
  id: TSectionId;
  /** The screens that ask for it: a section is shown when the survey's order holds one of them. */
  screens: readonly TScreenId[];
  fields: readonly (readonly [TSurveyContentFieldName, TFieldKind])[];
  lists: readonly TListKey[];
};

/** Every section of the detail page, in the order an agent reads a client file. */
const definitions: readonly TSectionDefinition[] = [
  {
    id: "contact",
    screens: ["name", "hello", "email", "address", "dob", "lifeDob", "phoneNumber"],
    fields: [
      ["first_name", text],
      ["last_name", text],
      ["preferred_name", text],
      ["email", kind("email")],
      ["phone", kind("phone")],
      ["phone_type", choice("phoneType")],
      ["best_time_to_call", choice("bestTimeToCall")],
      ["consent_to_contact", kind("yesNo")],
      ["preferred_language", choice("language")],
      ["address_one", text],
      ["address_two", text],
      ["city", text],
      ["state", kind("state")],
      ["zip", kind("zip")],
      ["county", text],
      ["dob", kind("usDate")],
      ["gender", choice("gender")],
    ],
    lists: [],
  },
  {
    id: "coverage",
    screens: ["familiarWithMedicare", "currentHealthIns", "medicarePlan"],
    fields: [
      ["familiar_with_medicare", choice("familiarWithMedicare")],
      ["current_health_ins", choices("currentHealthIns")],
      ["current_health_ins_other", text],
      ["medicare_plan", text],
      ["medicare_plan_interest", choices("medicarePlanInterest")],
      ["medicare_part_a_date", kind("usDate")],
      ["medicare_part_b_date", kind("usDate")],
    ],
    lists: [],
  },
  {
    id: "prescriptions",
    screens: ["introPrescriptions", "currentPrescriptions", "prescriptions"],
    fields: [],
    lists: ["prescription_responses"],
  },
  { id: "pharmacies", screens: ["preferredPharmacy", "pharmacy"], fields: [], lists: ["pharmacy_responses"] },
  { id: "doctors", screens: ["preferredDoctors", "connecturePreferredDoctors", "doctors"], fields: [], lists: ["specialist_responses"] },
  {
    id: "hospitals",
    screens: ["preferredHospitals", "connecturePreferredHospitals", "hospitals"],
    fields: [],
    lists: ["hospital_responses"],
  },
  { id: "medicarePayment", screens: ["medicarePayment"], fields: [["medicare_payment", choice("medicarePayment")]], lists: [] },
  { id: "doTheseApply", screens: ["doTheseApply"], fields: [], lists: ["do_these_apply_responses"] },
  {
    id: "household",
    screens: ["household", "healthInfoForMember"],
    fields: [
      ["household_size", kind("number")],
      ["annual_income", kind("dollars")],
      ["tax_filing_status", choice("taxFilingStatus")],
    ],
    lists: ["household_members"],
  },
  {
    id: "life",
    screens: [
      "householdIncome",
      "whyDoYouWantLifeInsurance",
      "tobaccoUse",
      "healthConditions",
      "desiredCoverageLength",
      "hasExistingLifeInsurance",
    ],
    fields: [
      ["household_income", choice("householdIncome")],
      ["why_life_insurance", choices("whyLifeInsurance")],
      ["why_life_insurance_other", text],
      ["tobacco_use", choice("tobaccoUse")],
      ["tobacco_last_used", choice("tobaccoLastUsed")],
      ["height_inches", kind("number")],
      ["weight_lbs", kind("number")],
      ["desired_coverage_amount", kind("dollars")],
      ["desired_coverage_length", choice("coverageLength")],
      ["has_existing_life_insurance", kind("yesNo")],
      ["existing_life_coverage_amount", kind("dollars")],
      ["existing_life_carrier", text],
    ],
    lists: ["life_health_condition_responses"],
  },
  {
    id: "anythingElse",
    screens: ["anythingElse", "anythingElseLife", "wrapThis"],
    fields: [
      ["anything_else", { type: "text", multiline: true }],
      ["meeting_preference", choice("meetingPreference")],
    ],
    lists: [],
  },
  { id: "consent", screens: ["scopeOfAppointment", "acaConsent"], fields: [], lists: [] },
];

export type TDetailField = { name: TSurveyContentFieldName; kind: TFieldKind; value: unknown };
export type TDetailSection = { id: TSectionId; fields: TDetailField[]; lists: { key: TListKey; items: readonly object[] }[] };

const hasValue = (value: unknown) => value !== null && value !== undefined && value !== "" && !(Array.isArray(value) && value.length === 0);

/** Where every content field is shown, for the corrections history and for tests. */
export const fieldKinds: ReadonlyMap<string, TFieldKind> = new Map(
  definitions.flatMap((d) => d.fields.map(([name, k]) => [name, k] as const)),
);

/**
 * The sections of one submission, in reading order: those its survey type asks (every field of them, answered or
 * not, so the agent can fill a gap), and any other section that holds answers anyway (a type changed, an
 * integration). Contact is always shown; the consent section when the survey asks for one or one was signed.
 */
export function detailSections(surveyType: TSurveyType, integration: string | null, content: TSurveyContent): TDetailSection[] {
  const order = screensFor({ surveyType, integration });
  const record = content as unknown as Record<string, unknown>;
  const signed = content.scope_of_appointment_responses.length + content.aca_consent_responses.length > 0;
  return definitions.flatMap((definition) => {
    const fields = definition.fields.map(([name, k]) => ({ name, kind: k, value: record[name] ?? null }));
    const lists = definition.lists.map((key) => ({ key, items: (record[key] as readonly object[] | undefined) ?? [] }));
    // Contact details are always there: even a consent-only client has a name and a phone for the agent to add.
    const asked = definition.id === "contact" || definition.screens.some((screen) => order.includes(screen));
    const answered =
      fields.some((field) => hasValue(field.value)) ||
      lists.some((list) => list.items.length > 0) ||
      (definition.id === "consent" && signed);
    return asked || answered ? [{ id: definition.id, fields, lists }] : [];
  });
}
