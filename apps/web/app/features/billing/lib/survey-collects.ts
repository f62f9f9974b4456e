import { screensFor, type TScreenId } from "@planready/contracts/surveys/screens";
import type { TSurveyType } from "@planready/contracts/surveys/survey-types";

/** What a survey gathers from a client, in words an agent shopping for a survey thinks in. */
export const collectTopics = [
  "contact",
  "dob",
  "medicareKnowledge",
  "coverage",
  "pharmacy",
  "prescriptions",
  "doctors",
  "hospitals",
  "paying",
  "circumstances",
  "household",
  "income",
  "lifeReasons",
  "tobacco",
  "healthConditions",
  "coverageWanted",
  "existingLife",
  "notes",
  "soa",
  "acaConsent",
] as const;
export type TCollectTopic = (typeof collectTopics)[number];

/** The topic each question screen belongs to; welcome, interludes, review and thanks ask nothing. */
const topicOfScreen: Partial<Record<TScreenId, TCollectTopic>> = {
  email: "contact",
  name: "contact",
  address: "contact",
  phoneNumber: "contact",
  dob: "dob",
  lifeDob: "dob",
  familiarWithMedicare: "medicareKnowledge",
  currentHealthIns: "coverage",
  medicarePlan: "coverage",
  learnABit: "coverage",
  preferredPharmacy: "pharmacy",
  pharmacy: "pharmacy",
  currentPrescriptions: "prescriptions",
  prescriptions: "prescriptions",
  preferredDoctors: "doctors",
  connecturePreferredDoctors: "doctors",
  doctors: "doctors",
  preferredHospitals: "hospitals",
  connecturePreferredHospitals: "hospitals",
  hospitals: "hospitals",
  medicarePayment: "paying",
  doTheseApply: "circumstances",
  household: "household",
  healthInfoForMember: "household",
  householdIncome: "income",
  whyDoYouWantLifeInsurance: "lifeReasons",
  tobaccoUse: "tobacco",
  healthConditions: "healthConditions",
  desiredCoverageLength: "coverageWanted",
  hasExistingLifeInsurance: "existingLife",
  anythingElse: "notes",
  anythingElseLife: "notes",
  scopeOfAppointment: "soa",
  acaConsent: "acaConsent",
};

/** The topics a survey type asks about, once each, in the order its client meets them (its screen order). */
export function topicsCollected(surveyType: TSurveyType): TCollectTopic[] {
  const topics: TCollectTopic[] = [];
  for (const screen of screensFor({ surveyType })) {
    const topic = topicOfScreen[screen];
    if (topic && !topics.includes(topic)) topics.push(topic);
  }
  return topics;
}

/** How many screens a client of this type walks through, welcome and thanks included. */
export function screenCount(surveyType: TSurveyType): number {
  return screensFor({ surveyType }).length;
}
