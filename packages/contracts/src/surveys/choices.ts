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

/**
 * The current_health_ins choices that can only be held by someone enrolled in Medicare: Original Medicare,
 * Medicare Advantage and Medigap all require Parts A and B, and a Part D plan requires A or B. Medicaid, VA and
 * TRICARE do not by themselves imply Medicare.
 */
export const medicareCoverageChoices = ["medicare_original", "medicare_advantage", "medicare_supplement", "part_d"] as const;

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
