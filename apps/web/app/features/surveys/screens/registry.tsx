import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { TScreenId } from "@planready/contracts/surveys/screens";
import type { TScreenProps } from "./screen-props";
import SurveyStartScreen from "./general/surveyStart";

type TScreenComponent = ComponentType<TScreenProps> | LazyExoticComponent<ComponentType<TScreenProps>>;

/**
 * Every screen id of packages/contracts/src/surveys/screens.ts and its component. The start screen is part of the
 * page's first bundle (server-rendered); every other screen is its own chunk, fetched ahead of time by preloadScreen.
 * Screen files default-export a component taking TScreenProps: general/ (frame engineer), lists/ and consent/
 * (lists and consent engineer).
 */
export const screenComponents: Record<TScreenId, TScreenComponent> = {
  surveyStart: SurveyStartScreen,
  email: lazy(() => import("./general/email")),
  familiarWithMedicare: lazy(() => import("./general/familiarWithMedicare")),
  name: lazy(() => import("./general/name")),
  hello: lazy(() => import("./general/hello")),
  currentHealthIns: lazy(() => import("./general/currentHealthIns")),
  medicarePlan: lazy(() => import("./general/medicarePlan")),
  address: lazy(() => import("./general/address")),
  dob: lazy(() => import("./general/dob")),
  lifeDob: lazy(() => import("./general/lifeDob")),
  learnABit: lazy(() => import("./general/learnABit")),
  introPrescriptions: lazy(() => import("./general/introPrescriptions")),
  introHospitals: lazy(() => import("./general/introHospitals")),
  introMedicare: lazy(() => import("./general/introMedicare")),
  medicarePayment: lazy(() => import("./general/medicarePayment")),
  doTheseApply: lazy(() => import("./general/doTheseApply")),
  householdIncome: lazy(() => import("./general/householdIncome")),
  whyDoYouWantLifeInsurance: lazy(() => import("./general/whyDoYouWantLifeInsurance")),
  tobaccoUse: lazy(() => import("./general/tobaccoUse")),
  desiredCoverageLength: lazy(() => import("./general/desiredCoverageLength")),
  hasExistingLifeInsurance: lazy(() => import("./general/hasExistingLifeInsurance")),
  almostDone: lazy(() => import("./general/almostDone")),
  phoneNumber: lazy(() => import("./general/phoneNumber")),
  anythingElse: lazy(() => import("./general/anythingElse")),
  anythingElseLife: lazy(() => import("./general/anythingElseLife")),
  wrapThis: lazy(() => import("./general/wrapThis")),
  confirmation: lazy(() => import("./general/confirmation")),
  preferredPharmacy: lazy(() => import("./lists/preferredPharmacy")),
  pharmacy: lazy(() => import("./lists/pharmacy")),
  currentPrescriptions: lazy(() => import("./lists/currentPrescriptions")),
  prescriptions: lazy(() => import("./lists/prescriptions")),
  preferredHospitals: lazy(() => import("./lists/preferredHospitals")),
  connecturePreferredHospitals: lazy(() => import("./lists/connecturePreferredHospitals")),
  hospitals: lazy(() => import("./lists/hospitals")),
  preferredDoctors: lazy(() => import("./lists/preferredDoctors")),
  connecturePreferredDoctors: lazy(() => import("./lists/connecturePreferredDoctors")),
  doctors: lazy(() => import("./lists/doctors")),
  household: lazy(() => import("./lists/household")),
  healthInfoForMember: lazy(() => import("./lists/healthInfoForMember")),
  healthConditions: lazy(() => import("./lists/healthConditions")),
  scopeOfAppointment: lazy(() => import("./consent/scopeOfAppointment")),
  acaConsent: lazy(() => import("./consent/acaConsent")),
};

const loaders: Partial<Record<TScreenId, () => Promise<unknown>>> = {
  email: () => import("./general/email"),
  familiarWithMedicare: () => import("./general/familiarWithMedicare"),
  name: () => import("./general/name"),
  hello: () => import("./general/hello"),
  currentHealthIns: () => import("./general/currentHealthIns"),
  medicarePlan: () => import("./general/medicarePlan"),
  address: () => import("./general/address"),
  dob: () => import("./general/dob"),
  lifeDob: () => import("./general/lifeDob"),
  learnABit: () => import("./general/learnABit"),
  introPrescriptions: () => import("./general/introPrescriptions"),
  introHospitals: () => import("./general/introHospitals"),
  introMedicare: () => import("./general/introMedicare"),
  medicarePayment: () => import("./general/medicarePayment"),
  doTheseApply: () => import("./general/doTheseApply"),
  householdIncome: () => import("./general/householdIncome"),
  whyDoYouWantLifeInsurance: () => import("./general/whyDoYouWantLifeInsurance"),
  tobaccoUse: () => import("./general/tobaccoUse"),
  desiredCoverageLength: () => import("./general/desiredCoverageLength"),
  hasExistingLifeInsurance: () => import("./general/hasExistingLifeInsurance"),
  almostDone: () => import("./general/almostDone"),
  phoneNumber: () => import("./general/phoneNumber"),
  anythingElse: () => import("./general/anythingElse"),
  anythingElseLife: () => import("./general/anythingElseLife"),
  wrapThis: () => import("./general/wrapThis"),
  confirmation: () => import("./general/confirmation"),
  preferredPharmacy: () => import("./lists/preferredPharmacy"),
  pharmacy: () => import("./lists/pharmacy"),
  currentPrescriptions: () => import("./lists/currentPrescriptions"),
  prescriptions: () => import("./lists/prescriptions"),
  preferredHospitals: () => import("./lists/preferredHospitals"),
  connecturePreferredHospitals: () => import("./lists/connecturePreferredHospitals"),
  hospitals: () => import("./lists/hospitals"),
  preferredDoctors: () => import("./lists/preferredDoctors"),
  connecturePreferredDoctors: () => import("./lists/connecturePreferredDoctors"),
  doctors: () => import("./lists/doctors"),
  household: () => import("./lists/household"),
  healthInfoForMember: () => import("./lists/healthInfoForMember"),
  healthConditions: () => import("./lists/healthConditions"),
  scopeOfAppointment: () => import("./consent/scopeOfAppointment"),
  acaConsent: () => import("./consent/acaConsent"),
};

/** Fetches every screen of a running survey while the browser is idle (a lost connection later cannot strand it). */
export function preloadAllScreens(screens: readonly TScreenId[]): void {
  for (const screen of screens) preloadScreen(screen);
}

/** Starts downloading a screen's chunk (the next screen, while the client reads this one). Errors are ignored. */
export function preloadScreen(screen: TScreenId | null | undefined): void {
  if (!screen) return;
  loaders[screen]?.().catch(() => undefined);
}
