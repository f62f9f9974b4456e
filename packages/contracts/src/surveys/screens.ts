import type { z } from "zod";
import type { TSurveyType } from "./content.ts";
import { choice } from "./fields.ts";

/** Every screen id of every survey type (docs/product.md#screen-order). */
export const screenIds = [
  "surveyStart",
  "email",
  "familiarWithMedicare",
  "name",
  "hello",
  "currentHealthIns",
  "medicarePlan",
  "address",
  "dob",
  "lifeDob",
  "learnABit",
  "preferredPharmacy",
  "pharmacy",
  "introPrescriptions",
  "currentPrescriptions",
  "prescriptions",
  "introHospitals",
  "preferredHospitals",
  "connecturePreferredHospitals",
  "hospitals",
  "preferredDoctors",
  "connecturePreferredDoctors",
  "doctors",
  "introMedicare",
  "medicarePayment",
  "doTheseApply",
  "household",
  "healthInfoForMember",
  "householdIncome",
  "whyDoYouWantLifeInsurance",
  "tobaccoUse",
  "healthConditions",
  "desiredCoverageLength",
  "hasExistingLifeInsurance",
  "almostDone",
  "phoneNumber",
  "anythingElse",
  "anythingElseLife",
  "wrapThis",
  "scopeOfAppointment",
  "acaConsent",
  "confirmation",
] as const;
export const ZScreenId = choice(screenIds, "a screen");
export type TScreenId = z.infer<typeof ZScreenId>;

export type TScreenOptions = {
  surveyType: TSurveyType;
  /** The `integration` query value, if any (e.g. "medicare_center"). */
  integration?: string | null | undefined;
};

/** Integration values that switch aep_update to the connecture doctor and hospital screens. */
export const AEP_CONNECTURE_INTEGRATIONS = ["medicare_center", "medicare_pro", "health_sherpa"] as const;

/**
 * Whether the doctor and hospital screens are the connecture variants. medicare and crm: any non-blank
 * integration value. aep_update: only
 * when the value contains medicare_center, medicare_pro or health_sherpa. connecture always uses them.
 */
export function usesConnectureProviders({ surveyType, integration }: TScreenOptions): boolean {
  const value = integration?.trim() ?? "";
  switch (surveyType) {
    case "connecture":
      return true;
    case "medicare":
    case "crm":
      return value !== "";
    case "aep_update":
      return AEP_CONNECTURE_INTEGRATIONS.some((name) => value.includes(name));
    default:
      return false;
  }
}

/** The screen order of one survey type (docs/product.md#screen-order), with the integration variants applied. */
export function screensFor(options: TScreenOptions): readonly TScreenId[] {
  const connecture = usesConnectureProviders(options);
  const hospitals: TScreenId = connecture ? "connecturePreferredHospitals" : "preferredHospitals";
  const doctors: TScreenId = connecture ? "connecturePreferredDoctors" : "preferredDoctors";
  switch (options.surveyType) {
    case "medicare":
      return [
        "surveyStart",
        "email",
        "familiarWithMedicare",
        "name",
        "hello",
        "currentHealthIns",
        "medicarePlan",
        "address",
        "dob",
        "learnABit",
        "preferredPharmacy",
        "introPrescriptions",
        "currentPrescriptions",
        "introHospitals",
        hospitals,
        doctors,
        "introMedicare",
        "medicarePayment",
        "doTheseApply",
        "almostDone",
        "phoneNumber",
        "anythingElse",
        "wrapThis",
        "scopeOfAppointment",
        "confirmation",
      ];
    case "connecture":
      return [
        "surveyStart",
        "name",
        "hello",
        "email",
        "address",
        "phoneNumber",
        "dob",
        "preferredPharmacy",
        "introPrescriptions",
        "currentPrescriptions",
        "introHospitals",
        "connecturePreferredDoctors",
        "connecturePreferredHospitals",
        "anythingElse",
        "wrapThis",
        "scopeOfAppointment",
        "confirmation",
      ];
    case "aca":
      return [
        "surveyStart",
        "name",
        "hello",
        "email",
        "address",
        "household",
        "healthInfoForMember",
        "almostDone",
        "phoneNumber",
        "anythingElse",
        "wrapThis",
        "acaConsent",
        "confirmation",
      ];
    case "aep_update":
    case "crm":
      // The generic pharmacy, prescriptions, hospitals and doctors screens, or the connecture doctor and hospital ones.
      return [
        "surveyStart",
        "name",
        "hello",
        "email",
        "address",
        "phoneNumber",
        "dob",
        "pharmacy",
        "prescriptions",
        connecture ? "connecturePreferredHospitals" : "hospitals",
        connecture ? "connecturePreferredDoctors" : "doctors",
        "anythingElse",
        "wrapThis",
        "scopeOfAppointment",
        "confirmation",
      ];
    case "life":
      return [
        "surveyStart",
        "name",
        "hello",
        "email",
        "address",
        "phoneNumber",
        "lifeDob",
        "householdIncome",
        "whyDoYouWantLifeInsurance",
        "tobaccoUse",
        "healthConditions",
        "introPrescriptions",
        "currentPrescriptions",
        "preferredDoctors",
        "desiredCoverageLength",
        "hasExistingLifeInsurance",
        "anythingElseLife",
        "confirmation",
      ];
    case "scope_only":
      return ["surveyStart", "scopeOfAppointment", "confirmation"];
    case "aca_consent_only":
      return ["surveyStart", "acaConsent", "confirmation"];
  }
}

/**
 * Progress percent = position / number of screens × 100. Position is 1-based (the first screen is
 * 1 of N, confirmation is N of N), so the bar starts above zero and reaches 100% on confirmation. Screens a rule
 * skips still count in N: the bar just moves further on a skip.
 */
export function progress(position: number, total: number): number {
  if (total <= 0) return 0;
  return (Math.min(Math.max(position, 0), total) / total) * 100;
}

/** Progress percent of a screen in its survey; 0 for a screen not in it. */
export function progressOf(screen: TScreenId, nav: TScreenOptions): number {
  const order = screensFor(nav);
  const index = order.indexOf(screen);
  return index < 0 ? 0 : progress(index + 1, order.length);
}

/** The noProviders query value: present as "", "true", "1" or "yes" means set. */
export function parseNoProviders(value: string | null | undefined): boolean {
  return value != null && ["", "true", "1", "yes"].includes(value.trim().toLowerCase());
}
