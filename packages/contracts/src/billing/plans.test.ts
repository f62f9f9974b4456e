import { describe, expect, it } from "vitest";
import { surveyTypes } from "../surveys/survey-types.ts";
import {
  allPlans,
  choosePlan,
  LEGACY_CUTOVER,
  planFromKey,
  planKey,
  planLabel,
  planNameForPriceId,
  priceLabel,
  productForSurveyType,
  productSurveyTypes,
  type TPlanChoiceInput,
} from "./plans.ts";

const after = new Date("2026-06-01T00:00:00Z");
const choose = (input: Partial<TPlanChoiceInput> & Pick<TPlanChoiceInput, "surveyType" | "duration">) =>
  choosePlan({ environment: "production", linkCreatedAt: after, ...input });
const keyOf = (input: Parameters<typeof choose>[0]) => {
  const choice = choose(input);
  return choice.ok ? planKey(choice.plan) : choice.reason;
};

describe("choosePlan", () => {
  it("bills medicare, aep_update, life and aca on the traditional plan of their duration", () => {
    for (const surveyType of ["medicare", "aep_update", "life", "aca"] as const) {
      expect(keyOf({ surveyType, duration: "monthly" })).toBe("traditional_monthly");
      expect(keyOf({ surveyType, duration: "annual" })).toBe("traditional_annual");
      expect(keyOf({ surveyType, duration: "annual-paid-monthly" })).toBe("traditional_annual_paid_monthly");
    }
  });

  it("bills connecture annually when the duration is annual or the flag is passed, monthly otherwise", () => {
    expect(keyOf({ surveyType: "connecture", duration: "annual" })).toBe("connecturedrx_annual");
    expect(keyOf({ surveyType: "connecture", duration: "monthly", connectureAnnual: true })).toBe("connecturedrx_annual");
    expect(keyOf({ surveyType: "connecture", duration: "monthly" })).toBe("connecturedrx_monthly");
    expect(keyOf({ surveyType: "connecture", duration: "annual-paid-monthly" })).toBe("connecturedrx_monthly");
  });

  it("offers crm monthly and annual only", () => {
    expect(keyOf({ surveyType: "crm", duration: "monthly" })).toBe("crm_monthly");
    expect(keyOf({ surveyType: "crm", duration: "annual" })).toBe("crm_annual");
    expect(keyOf({ surveyType: "crm", duration: "annual-paid-monthly" })).toBe("duration_not_offered");
  });

  it("bills scope_only and aca_consent_only on their own plans", () => {
    expect(keyOf({ surveyType: "scope_only", duration: "annual-paid-monthly" })).toBe("scope_only_annual_paid_monthly");
    expect(keyOf({ surveyType: "aca_consent_only", duration: "annual" })).toBe("aca_consent_only_annual");
  });

  it("keeps links created before the cut-over on the legacy plan, per environment", () => {
    const prodDay = new Date("2025-01-10T12:00:00Z"); // before 2025-01-12 (production), after 2025-01-07 (others)
    expect(keyOf({ surveyType: "medicare", duration: "annual", linkCreatedAt: prodDay })).toBe("traditional_legacy_2024");
    expect(keyOf({ surveyType: "medicare", duration: "annual", linkCreatedAt: prodDay, environment: "other" })).toBe("traditional_annual");
    expect(keyOf({ surveyType: "scope_only", duration: "monthly", linkCreatedAt: new Date("2024-05-01T00:00:00Z") })).toBe(
      "scope_only_legacy_2024",
    );
    expect(keyOf({ surveyType: "aca_consent_only", duration: "monthly", linkCreatedAt: new Date("2024-05-01T00:00:00Z") })).toBe(
      "aca_consent_only_legacy_2024",
    );
    // Exactly at the cut-over is no longer legacy; products without a legacy plan never get one.
    expect(keyOf({ surveyType: "life", duration: "monthly", linkCreatedAt: new Date(LEGACY_CUTOVER.production) })).toBe(
      "traditional_monthly",
    );
    expect(keyOf({ surveyType: "crm", duration: "monthly", linkCreatedAt: new Date("2024-05-01T00:00:00Z") })).toBe("crm_monthly");
    expect(keyOf({ surveyType: "connecture", duration: "annual", linkCreatedAt: new Date("2024-05-01T00:00:00Z") })).toBe(
      "connecturedrx_annual",
    );
  });

  it("treats a link not created yet as created now", () => {
    expect(keyOf({ surveyType: "medicare", duration: "monthly", linkCreatedAt: null })).toBe("traditional_monthly");
  });
});

describe("plans and labels", () => {
  it("maps every survey type to the product selling it, both ways", () => {
    for (const surveyType of surveyTypes) expect(productSurveyTypes[productForSurveyType(surveyType)]).toContain(surveyType);
  });

  it("labels every plan by product and duration", () => {
    expect(allPlans.map(planLabel)).toEqual([
      "Traditional surveys (monthly)",
      "Traditional surveys (annual)",
      "Traditional surveys (annual paid monthly)",
      "Connecture surveys (monthly)",
      "Connecture surveys (annual)",
      "CRM surveys (monthly)",
      "CRM surveys (annual)",
      "Scope only surveys (monthly)",
      "Scope only surveys (annual)",
      "Scope only surveys (annual paid monthly)",
      "ACA consent only surveys (monthly)",
      "ACA consent only surveys (annual)",
      "ACA consent only surveys (annual paid monthly)",
      "Traditional surveys (Legacy 2024)",
      "Scope only surveys (Legacy 2024)",
      "ACA consent only surveys (Legacy 2024)",
    ]);
  });

  it("reads plan keys back, and nothing else", () => {
    for (const plan of allPlans) expect(planFromKey(planKey(plan))).toEqual(plan);
    expect(planFromKey("traditional_weekly")).toBeNull();
  });

  it("names a price id's plan, 'Unknown' when the catalogue does not hold it", () => {
    const prices = [{ plan_key: "crm_annual", price_id: "price_crm_y", amount: 49000, currency: "usd", interval: "year" as const }];
    expect(planNameForPriceId("price_crm_y", prices)).toBe("CRM surveys (annual)");
    expect(planNameForPriceId("price_other", prices)).toBe("Unknown");
    expect(planNameForPriceId("price_bad", [{ ...prices[0]!, price_id: "price_bad", plan_key: "nonsense" }])).toBe("Unknown");
  });

  it("formats prices", () => {
    expect(priceLabel({ amount: 2900, currency: "usd", interval: "month" })).toBe("$29.00 / month");
    expect(priceLabel({ amount: 29000, currency: "usd", interval: "year" })).toBe("$290.00 / year");
    expect(priceLabel({ amount: 2600, currency: "usd", interval: "month" }, planFromKey("traditional_annual_paid_monthly"))).toBe(
      "$26.00 / month for 12 months",
    );
  });
});
