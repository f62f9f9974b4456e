import type { TCorrectableCollection } from "./submission-items.ts";
import type { TTranslate } from "./notification-messages.ts";
import type { TConsentRecord } from "./surveys/consent-records.ts";
import * as c from "./surveys/choices.ts";
import { daysSupplies } from "./surveys/choices.ts";
import type { TSurveyContentFieldName } from "./surveys/content.ts";
import { chronicConditions, doTheseApplyCodes } from "./surveys/content-items.ts";
import type { TSurveyContent } from "./surveys/responses.ts";
import { screensFor, type TScreenId } from "./surveys/screens.ts";
import type { TSurveyType } from "./surveys/survey-types.ts";

/**
 * A submission laid out as an agent reads it: the sections, their fields and lists, and how each answer is shown in
 * words (`submission-words.ts`). One layout for the submission's page in the web app, its PDF and its CSV.
 */

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
const scalar = (type: Exclude<TFieldKind["type"], "text" | "choice" | "choices" | "numberChoice">): TFieldKind => ({ type });
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
      ["email", scalar("email")],
      ["phone", scalar("phone")],
      ["phone_type", choice("phoneType")],
      ["best_time_to_call", choice("bestTimeToCall")],
      ["consent_to_contact", scalar("yesNo")],
      ["preferred_language", choice("language")],
      ["address_one", text],
      ["address_two", text],
      ["city", text],
      ["state", scalar("state")],
      ["zip", scalar("zip")],
      ["county", text],
      ["dob", scalar("usDate")],
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
      ["medicare_part_a_date", scalar("usDate")],
      ["medicare_part_b_date", scalar("usDate")],
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
      ["household_size", scalar("number")],
      ["annual_income", scalar("dollars")],
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
      ["height_inches", scalar("number")],
      ["weight_lbs", scalar("number")],
      ["desired_coverage_amount", scalar("dollars")],
      ["desired_coverage_length", choice("coverageLength")],
      ["has_existing_life_insurance", scalar("yesNo")],
      ["existing_life_coverage_amount", scalar("dollars")],
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

/** An answer of a list item as the agent corrects it: its name in the item, how it is edited, its label (`items.*`). */
export type TItemField = { name: string; kind: TFieldKind; label: string };

const field = (name: string, kind: TFieldKind, label: string): TItemField => ({ name, kind, label });
const textKind: TFieldKind = { type: "text" };
const multiline: TFieldKind = { type: "text", multiline: true };
const yesNo: TFieldKind = { type: "yesNo" };
const number: TFieldKind = { type: "number" };

/** Every answer of each list's items (the contracts' item schemas), in the order the form asks them. */
export const itemFields: Record<TListKey, readonly TItemField[]> = {
  prescription_responses: [
    field("drug_name", textKind, "drugName"),
    field("strength", textKind, "strength"),
    field("dosage_form", textKind, "dosageForm"),
    field("quantity", number, "quantity"),
    field("frequency", { type: "choice", list: "frequency" }, "frequency"),
    field("days_supply", { type: "numberChoice", values: daysSupplies, unit: "days" }, "daysSupply"),
    field("is_generic", yesNo, "generic"),
    field("rxcui", textKind, "rxcui"),
    field("ndc", textKind, "ndc"),
    field("notes", multiline, "notes"),
  ],
  pharmacy_responses: [
    field("name", textKind, "name"),
    field("address", textKind, "address"),
    field("phone", { type: "phone" }, "phone"),
    field("is_mail_order", yesNo, "mailOrder"),
    field("npi", textKind, "npi"),
  ],
  specialist_responses: [
    field("name", textKind, "name"),
    field("specialty", textKind, "specialty"),
    field("is_pcp", yesNo, "pcp"),
    field("address", textKind, "address"),
    field("phone", { type: "phone" }, "phone"),
    field("npi", textKind, "npi"),
  ],
  hospital_responses: [
    field("name", textKind, "name"),
    field("address", textKind, "address"),
    field("npi", textKind, "npi"),
    field("ccn", textKind, "ccn"),
  ],
  do_these_apply_responses: [
    field("code", { type: "choice", list: "doTheseApply" }, "situation"),
    field("chronic_condition", { type: "choice", list: "chronicCondition" }, "condition"),
    field("detail", multiline, "detail"),
  ],
  life_health_condition_responses: [
    field("condition", { type: "choice", list: "lifeCondition" }, "condition"),
    field("condition_other", textKind, "conditionOther"),
    field("diagnosed_year", number, "diagnosed"),
    field("treatment", multiline, "treatment"),
  ],
  household_members: [
    field("first_name", textKind, "firstName"),
    field("last_name", textKind, "lastName"),
    field("relationship", { type: "choice", list: "relationship" }, "relationship"),
    field("dob", { type: "usDate" }, "dob"),
    field("gender", { type: "choice", list: "gender" }, "gender"),
    field("seeking_coverage", yesNo, "seekingCoverage"),
    field("tobacco_use", yesNo, "tobacco"),
    field("pregnant", yesNo, "pregnant"),
    field("has_other_coverage", yesNo, "hasOtherCoverage"),
    field("other_coverage_kind", { type: "choice", list: "otherCoverage" }, "otherCoverageKind"),
    field("income", { type: "dollars" }, "income"),
  ],
};

/** The locale numbers and amounts are written in for a reader of `locale`. */
const intlLocale = (locale: string) => (locale === "es" ? "es-US" : "en-US");

const asText = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" || typeof value === "boolean" ? String(value) : JSON.stringify(value);

/**
 * A stored answer in words (`t` over `submission-words.ts`): choice ids become their labels, yes/no and amounts
 * read naturally; null when not answered. The same words on the submission's page, in its PDF and in its CSV.
 */
export function answerText(kind: TFieldKind | undefined, value: unknown, t: TTranslate, locale: string): string | null {
  if (value === null || value === undefined || value === "") return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return value.map((entry) => (kind?.type === "choices" ? t(`choices.${kind.list}.${asText(entry)}`) : asText(entry))).join(", ");
  }
  switch (kind?.type) {
    case "choice":
      return t(`choices.${kind.list}.${asText(value)}`);
    case "yesNo":
      return value === true ? t("choices.yes") : t("choices.no");
    case "dollars":
      return typeof value === "number"
        ? new Intl.NumberFormat(intlLocale(locale), { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(value)
        : asText(value);
    case "number":
      return typeof value === "number" ? new Intl.NumberFormat(intlLocale(locale)).format(value) : asText(value);
    case "numberChoice":
      return typeof value === "number" ? t(`units.${kind.unit}_${value === 1 ? "one" : "other"}`, { count: value }) : asText(value);
    default:
      return typeof value === "boolean" ? (value ? t("choices.yes") : t("choices.no")) : asText(value);
  }
}

/**
 * The language to speak with the client: the one they chose as preferred, else the one they took the survey in
 * (`survey_responses.locale`, set from the page's language when the survey starts and whenever it changes).
 */
export function clientLanguage(content: Pick<TSurveyContent, "preferred_language">, surveyLocale: string) {
  const chosen = content.preferred_language;
  return chosen ? { language: chosen, fromSurvey: false } : { language: surveyLocale === "es" ? "es" : "en", fromSurvey: true };
}

/** Who signed a consent, as the submission's page and PDF name them: the client, or a representative for them. */
export function consentSigner(
  record: Pick<TConsentRecord, "signer_role" | "signer_name" | "representative_relationship" | "beneficiary_name">,
  t: TTranslate,
): string {
  if (record.signer_role !== "representative") return record.signer_name;
  return t("consent.asRepresentative", {
    name: record.signer_name,
    relationship: record.representative_relationship ?? "",
    beneficiary: record.beneficiary_name ?? "",
  });
}
