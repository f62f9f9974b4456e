import { expectNoViolations } from "../fixtures/axe.ts";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";

/** The Survey Marketplace: every plan product with its labels, durations and prices, and previews. */
test.describe("survey marketplace", () => {
  test("lists every plan product with its plan labels, only the durations it is sold with, and a price for each", async ({
    page,
    onboardedUser,
  }) => {
    void onboardedUser;
    await visit(page, "/dashboard");
    await page.getByRole("navigation", { name: "Side menu" }).getByRole("link", { name: "Survey Marketplace" }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(page.getByRole("heading", { level: 1, name: "Choose the surveys your clients fill in" })).toBeVisible();

    const sold = {
      traditional: ["Traditional surveys (monthly)", "Traditional surveys (annual)", "Traditional surveys (annual paid monthly)"],
      connecturedrx: ["Connecture surveys (monthly)", "Connecture surveys (annual)"],
      crm: ["CRM surveys (monthly)", "CRM surveys (annual)"],
      scope_only: ["Scope only surveys (monthly)", "Scope only surveys (annual)", "Scope only surveys (annual paid monthly)"],
      aca_consent_only: [
        "ACA consent only surveys (monthly)",
        "ACA consent only surveys (annual)",
        "ACA consent only surveys (annual paid monthly)",
      ],
    };
    for (const [product, labels] of Object.entries(sold)) {
      const prices = page.getByTestId(`product-${product}`).getByRole("definition");
      await expect(prices, product).toHaveCount(labels.length);
      for (const label of labels) {
        const row = page.getByTestId(`product-${product}`).getByRole("term").filter({ hasText: label });
        await expect(row, label).toHaveText(label);
      }
      await expect(prices.first()).toHaveText(/^\$\d+\.\d\d \/ (month|year)/);
    }
    await expect(page.getByText("Connecture surveys (annual paid monthly)")).toHaveCount(0);
    await expect(page.getByText("CRM surveys (annual paid monthly)")).toHaveCount(0);

    // What each survey asks, from its screens.
    await expect(page.getByTestId("survey-type-scope_only")).toContainText("Signed Scope of Appointment");
    await expect(page.getByTestId("survey-type-life")).toContainText("Tobacco use");
    await expect(page.getByTestId("survey-type-aca")).toContainText("Household members and who needs coverage");
    await expect(page.getByRole("link", { name: "Manage your links" })).toHaveAttribute("href", "/marketplace/links");
    await expectNoViolations(page, "marketplace");
  });

  test("a preview walks the survey's real screens with the agent's name, and saves nothing", async ({ page, onboardedUser }) => {
    await visit(page, "/marketplace");
    await page.getByRole("link", { name: "Preview the Life insurance survey" }).click();
    await expect(page).toHaveURL(/\/preview\/life$/);
    const toolbar = page.getByRole("navigation", { name: "Survey preview" });
    await expect(toolbar).toContainText("Preview: Life insurance survey");
    await expect(toolbar).toContainText("Nothing you enter here is saved or sent.");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`${onboardedUser.firstName} ${onboardedUser.lastName}`);
    await expectNoViolations(page, "preview start");

    // Every screen of the type is listed by its title; any can be opened.
    const screens = toolbar.getByLabel("Every screen of this survey");
    await expect(screens.locator("option")).toHaveCount(18);
    await screens.selectOption({ label: "Screen 10: Tobacco use" });
    await expect(page.getByRole("heading", { level: 1, name: "Tobacco use" })).toBeVisible();

    // The screens' own Back and Next walk the survey.
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Tobacco use");
    await expect(screens).toHaveValue("whyDoYouWantLifeInsurance");

    await expect(toolbar.getByRole("link", { name: "Buy this survey" })).toHaveAttribute("href", "/marketplace/buy?surveyType=life");
  });

  test("an unknown survey type has no preview", async ({ page, onboardedUser }) => {
    void onboardedUser;
    const response = await page.goto("/preview/not-a-survey");
    expect(response?.status()).toBe(404);
  });

  test("the buy form fits a phone: nothing scrolls sideways", async ({ page, onboardedUser }) => {
    void onboardedUser;
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/marketplace/buy?surveyType=medicare");
    await expect(page.getByLabel("Link address")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
