/**
 * The fixed answer lists of the survey. Ids are stable wire values (stored, exported to agents' tools); the words
 * a client reads come from the i18n catalogs, keyed by these ids.
 */

export const currentHealthInsChoices = [
  "medicare_original",
  "medicare_advantage",
  "medicare_supplement",
  "part_d",
  "employer",
  "cobra",
  "medicaid",
  "va_tricare",
  "marketplace",
  "none",
  "other",
] as const;

/** The current_health_ins choices only someone enrolled in Medicare can hold (medicare-coverage.ts). */
export { medicareCoverageChoices } from "./medicare-coverage.ts";

export const familiarWithMedicareChoices = ["very", "somewhat", "not_at_all"] as const;
export const medicarePlanInterestChoices = ["medicare_advantage", "medicare_supplement", "part_d", "not_sure"] as const;
export const medicarePaymentChoices = ["ss_deduction", "bank_draft", "paper_bill", "unsure"] as const;

export const phoneTypeChoices = ["mobile", "home", "work"] as const;
export const bestTimeToCallChoices = ["morning", "afternoon", "evening", "any_time"] as const;
/** Carriers rate Medicare supplement and life policies by sex; the client may decline to say. */
export const genderChoices = ["female", "male", "prefer_not_to_say"] as const;
export const languageChoices = ["en", "es"] as const;

export const householdIncomeChoices = [
  "under_25k",
  "25k_50k",
  "50k_75k",
  "75k_100k",
  "100k_150k",
  "150k_250k",
  "over_250k",
  "prefer_not_to_say",
] as const;
export const whyLifeInsuranceChoices = [
  "final_expenses",
  "income_replacement",
  "mortgage_protection",
  "debt_payoff",
  "children_education",
  "leave_inheritance",
  "business",
  "other",
] as const;
export const tobaccoUseChoices = ["never", "former", "current"] as const;
/** Life underwriting classes turn on how long ago tobacco was last used. */
export const tobaccoLastUsedChoices = ["under_1_year", "1_2_years", "2_3_years", "3_5_years", "over_5_years"] as const;
export const coverageLengthChoices = ["term_10", "term_20", "term_30", "whole_life", "unsure"] as const;

export const taxFilingStatusChoices = [
  "single",
  "married_filing_jointly",
  "married_filing_separately",
  "head_of_household",
  "qualifying_surviving_spouse",
  "not_filing",
] as const;

export const sectionStatuses = ["not_started", "in_progress", "completed", "skipped"] as const;
export const meetingPreferenceChoices = ["phone", "video", "in_person", "no_preference"] as const;

/** How often a prescription is taken. */
export const prescriptionFrequencies = [
  "once_daily",
  "twice_daily",
  "three_times_daily",
  "four_times_daily",
  "every_other_day",
  "weekly",
  "monthly",
  "as_needed",
  "other",
] as const;

/** Days of medicine per fill. */
export const daysSupplies = [30, 60, 90] as const;

/** Conditions life underwriters ask about first. */
export const lifeHealthConditions = [
  "high_blood_pressure",
  "high_cholesterol",
  "diabetes_type_1",
  "diabetes_type_2",
  "heart_attack",
  "heart_disease",
  "stroke",
  "cancer",
  "copd",
  "asthma",
  "sleep_apnea",
  "kidney_disease",
  "liver_disease",
  "depression_or_anxiety",
  "bipolar_or_schizophrenia",
  "alcohol_or_drug_treatment",
  "hiv_aids",
  "dementia",
  "parkinsons",
  "multiple_sclerosis",
  "arthritis",
  "other",
] as const;

/** ACA household: how a member relates to the applicant, and what other coverage they have. */
export const householdRelationships = ["self", "spouse", "child", "other_dependent"] as const;
export const otherCoverageKinds = ["employer", "medicare", "medicaid_chip", "va_tricare", "individual_plan", "other"] as const;
