import type { Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { createLink, openResponseAt, responsesOfLink, screenOf } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";

/** The life insurance screens of the general set, answered and checked with axe, through to the confirmation. */

test.use({ viewport: { width: 390, height: 844 } });

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });

async function onScreen(page: Page, screen: string, heading: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect.poll(() => screenOf(page)).toBe(screen);
}

test("a life survey's own questions, submitted on reaching the confirmation", async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const linkUrl = await createLink(playwright.request, { surveyType: "life" });
  await openResponseAt(page, playwright.request, { linkUrl, surveyType: "life", screen: "lifeDob", answers: { first_name: "Ruth" } });

  await onScreen(page, "lifeDob", "Your date of birth");
  await page.getByLabel("Date of birth").pressSequentially("11301961");
  await page.getByLabel("Feet").selectOption("5");
  await page.getByLabel("Inches").selectOption("6");
  await page.getByLabel("Weight in pounds").fill("40");
  await next(page).click();
  await expect(page.getByText("Enter your weight in pounds, between 50 and 800.")).toBeVisible();
  await expectNoViolations(page, "lifeDob with an error");
  await page.getByLabel("Weight in pounds").fill("150");
  await next(page).click();

  await onScreen(page, "householdIncome", "Household income");
  await page.getByLabel("$50,000 to $75,000").check();
  await expectNoViolations(page, "householdIncome");
  await next(page).click();

  await onScreen(page, "whyDoYouWantLifeInsurance", "Why life insurance?");
  await page.getByLabel("Cover funeral and final expenses").check();
  await page.getByLabel("Other", { exact: true }).check();
  await page.getByLabel("Please tell us more").fill("Help my grandson");
  await expectNoViolations(page, "whyDoYouWantLifeInsurance");
  await next(page).click();

  await onScreen(page, "tobaccoUse", "Tobacco use");
  await page.getByLabel("Not now, but I used to").check();
  await page.getByLabel("3 to 5 years ago").check();
  await expectNoViolations(page, "tobaccoUse");
  await next(page).click();

  // The list screens of the other spec, passed through.
  await expect.poll(() => screenOf(page)).toBe("healthConditions");
  await next(page).click();
  await onScreen(page, "introPrescriptions", "Your prescriptions");
  await next(page).click();
  await expect.poll(() => screenOf(page)).toBe("currentPrescriptions");
  await next(page).click();
  await expect.poll(() => screenOf(page)).toBe("preferredDoctors");
  await next(page).click();

  await onScreen(page, "desiredCoverageLength", "The coverage you want");
  await page.getByLabel("How much coverage would you like?").pressSequentially("250000");
  await expect(page.getByLabel("How much coverage would you like?")).toHaveValue("250,000");
  await page.getByLabel("20 years").check();
  await expectNoViolations(page, "desiredCoverageLength");
  await next(page).click();

  await onScreen(page, "hasExistingLifeInsurance", "Existing life insurance");
  await page.getByLabel("Yes", { exact: true }).check();
  await page.getByLabel("How much coverage do you have?").fill("50000");
  await page.getByLabel("Which company is it with?").fill("Mutual of Omaha");
  await expectNoViolations(page, "hasExistingLifeInsurance");
  await next(page).click();

  await onScreen(page, "anythingElseLife", "Anything else?");
  await page.getByLabel("Anything else for Grace Harmon?").fill("Evenings are best.");
  await expectNoViolations(page, "anythingElseLife");
  await next(page).click();

  await onScreen(page, "confirmation", "Thank you, Ruth!");
  await expect(page.getByText("Your answers were sent to Grace Harmon.")).toBeVisible();
  const [stored] = await responsesOfLink(linkUrl);
  expect(stored).toMatchObject({ status: "submitted", survey_type: "life" });
  expect(stored?.data).toMatchObject({
    dob: "11/30/1961",
    height_inches: 66,
    weight_lbs: 150,
    household_income: "50k_75k",
    why_life_insurance: ["final_expenses", "other"],
    why_life_insurance_other: "Help my grandson",
    tobacco_use: "former",
    tobacco_last_used: "3_5_years",
    desired_coverage_amount: 250_000,
    desired_coverage_length: "term_20",
    has_existing_life_insurance: true,
    existing_life_coverage_amount: 50_000,
    existing_life_carrier: "Mutual of Omaha",
    anything_else: "Evenings are best.",
  });
});
