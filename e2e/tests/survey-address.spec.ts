import { expectNoViolations } from "../fixtures/axe.ts";
import { next } from "../fixtures/survey-flow.ts";
import { screenOf } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { openSurveyAt, storedContent } from "../fixtures/survey-at.ts";

/**
 * The address screen and the ZIP code table shipped with the API (GET /api/lookups/zip/{zip}): the ZIP code fills
 * the city, state and county left empty, and a ZIP code of another state is questioned, not silently accepted.
 */

test.use({ viewport: { width: 390, height: 844 } });

test("a ZIP code fills the city, state and county; one of another state is questioned until answered", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "medicare", screen: "address", answers: { zip: null } });
  await expect(page.getByRole("heading", { level: 1, name: "Your address" })).toBeVisible();
  await page.getByLabel("Street address").fill("100 Bay St");
  await page.getByLabel("ZIP code").fill("33609");
  await expect(page.getByLabel("City")).toHaveValue("Tampa");
  await expect(page.getByLabel("State")).toHaveValue("FL");
  await expect(page.getByLabel("County (optional)")).toHaveValue("Hillsborough");

  // The client says Georgia: the ZIP code is in Florida, so the screen asks before moving on.
  await page.getByLabel("State").selectOption("GA");
  const question = page.getByRole("group", { name: "This ZIP code is in Florida. Is the state right?" });
  await expect(question).toBeVisible();
  await expectNoViolations(page, "ZIP code of another state");
  await next(page).click();
  await expect(page.getByLabel("ZIP code")).toBeFocused();
  await expect(page.getByText("This ZIP code is in another state. Change the state or tell us it is right.")).toBeVisible();
  expect(screenOf(page)).toBe("address");

  await question.getByRole("button", { name: "Change the state to Florida" }).click();
  await expect(page.getByLabel("State")).toHaveValue("FL");
  await expect(question).toBeHidden();
  await expect.poll(async () => (await storedContent(playwright.request, survey)).state).toBe("FL");

  // Keeping the state chosen is an answer too.
  await page.getByLabel("State").selectOption("GA");
  await page.getByRole("button", { name: "Yes, Georgia is right" }).click();
  await expect(question).toBeHidden();
  await next(page).click();
  await expect.poll(() => screenOf(page)).not.toBe("address");
  expect(await storedContent(playwright.request, survey)).toMatchObject({
    city: "Tampa",
    state: "GA",
    zip: "33609",
    county: "Hillsborough",
  });
});

test("the question in Spanish, and a ZIP code the table does not know is simply kept", async ({ page, playwright }) => {
  await openSurveyAt(page, playwright.request, {
    surveyType: "medicare",
    screen: "address",
    locale: "es",
    answers: { zip: null, city: "Miami", state: "FL" },
  });
  await page.getByLabel("Código postal").fill("10001");
  await expect(page.getByRole("group", { name: "Este código postal está en Nueva York. ¿Es correcto el estado?" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cambiar el estado a Nueva York" })).toBeVisible();
  // The city the client typed stays.
  await expect(page.getByLabel("Ciudad")).toHaveValue("Miami");

  await page.getByLabel("Código postal").fill("00000");
  await expect(page.getByRole("group", { name: /Este código postal está en/ })).toBeHidden();
});
