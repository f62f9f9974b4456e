import type { TScreenId } from "@planready/contracts/surveys/screens";
import type { Translator } from "../../../i18n/translator";
import type { ComponentType, LazyExoticComponent } from "react";
import { preloadableLazy } from "../../../lib/preloadable-lazy";
import { catalogPartReady } from "../../../i18n/catalogs";
import { isLocale, type TCatalogPart } from "../../../i18n/i18n";
import { useCatalogPart } from "../../../i18n/use-catalog-part";
import type { TScreenProps } from "./screen-props";
import SurveyStartScreen from "./general/surveyStart";

type TScreenModule = () => Promise<{ default: ComponentType<TScreenProps> }>;

/**
 * Every screen id of packages/contracts/src/surveys/screens.ts but the start, by the catalog part holding its strings
 * (general/ reads surveys/screens.ts, lists/ and consent/ their own). The start screen and its strings are part of
 * the page's first bundle (server-rendered); every other screen is its own chunk, fetched with its strings ahead of
 * time by preloadScreen. Screen files default-export a component taking TScreenProps: general/ (frame engineer),
 * lists/ and consent/ (lists and consent engineer).
 */
const screenModules = {
  "surveys/screens": {
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
  },
  "surveys/lists": {
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
  },
  "surveys/consent": {
    scopeOfAppointment: () => import("./consent/scopeOfAppointment"),
    acaConsent: () => import("./consent/acaConsent"),
  },
} satisfies Record<TCatalogPart, Partial<Record<TScreenId, TScreenModule>>>;

type TLaterScreen = { [P in TCatalogPart]: keyof (typeof screenModules)[P] }[TCatalogPart];
type TScreenComponent = ComponentType<TScreenProps> | LazyExoticComponent<ComponentType<TScreenProps>>;

const laterScreens = Object.fromEntries(
  Object.entries(screenModules).flatMap(([part, modules]) =>
    Object.entries(modules).map(([screen, load]) => {
      const { Component, preload } = preloadableLazy(load);
      return [screen, { part: part as TCatalogPart, load: preload, Screen: Component }];
    }),
  ),
) as Record<TLaterScreen, { part: TCatalogPart; load: () => Promise<unknown>; Screen: TScreenComponent }>;

// The type of this table fails to check when a screen id has no module.
const allScreens: Record<TScreenId, { part: TCatalogPart | null; Screen: TScreenComponent }> = {
  surveyStart: { part: null, Screen: SurveyStartScreen },
  ...laterScreens,
};

/** The screen `props.screen`: it suspends until its code and its strings, in the language being rendered, are here. */
export function SurveyScreen(props: TScreenProps) {
  const { part, Screen } = allScreens[props.screen];
  useCatalogPart(part);
  return <Screen {...props} />;
}

/** A screen's component itself, once its code is here (for rendering every screen outside a running survey). */
export async function loadScreen(screen: TScreenId): Promise<ComponentType<TScreenProps>> {
  if (screen === "surveyStart") return SurveyStartScreen;
  return ((await laterScreens[screen].load()) as Awaited<ReturnType<TScreenModule>>).default;
}

/** A screen's code and its strings in the instance's language, here (e.g. before a server-rendered screen hydrates). */
export async function screenReady(screen: string, instance: Translator): Promise<void> {
  if (!(screen in laterScreens)) return;
  const { part, load } = laterScreens[screen as TLaterScreen];
  await Promise.all([load(), catalogPartReady(instance, isLocale(instance.language) ? instance.language : "en", part)]);
}

/** Fetches every screen of a running survey while the browser is idle (a lost connection later cannot strand it). */
export function preloadAllScreens(screens: readonly TScreenId[], instance: Translator): void {
  for (const screen of screens) preloadScreen(screen, instance);
}

/**
 * Starts downloading a screen's chunk and its strings in the instance's language (the next screen, while the client
 * reads this one). Errors are ignored.
 */
export function preloadScreen(screen: TScreenId | null | undefined, instance: Translator): void {
  if (!screen || screen === "surveyStart") return;
  const { part, load } = laterScreens[screen];
  load().catch(() => undefined);
  catalogPartReady(instance, isLocale(instance.language) ? instance.language : "en", part)?.catch(() => undefined);
}
