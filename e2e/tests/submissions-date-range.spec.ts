import { expectNoViolations } from "../fixtures/axe.ts";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";

/**
 * The submission list's date range: "From" after "To" is a mistake the agent is told about at the field, in their
 * language, instead of an empty list; fixing it shows the list again.
 */

test("a 'To' date before the 'From' date is explained at the field, and fixing it brings the list back", async ({
  page,
  onboardedUser,
}) => {
  void onboardedUser;
  await visit(page, "/submissions");
  await page.getByText("More filters").click();
  await page.getByLabel("From", { exact: true }).fill("2026-03-02");
  await page.getByLabel("To", { exact: true }).fill("2026-03-01");
  await page.getByRole("button", { name: "Apply", exact: true }).last().click();
  await expect(page).toHaveURL(/startDate=2026-03-02&endDate=2026-03-01/);

  const to = page.getByLabel("To", { exact: true });
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(to).toHaveAccessibleDescription("Choose a “To” date on or after the “From” date.");
  await expect(page.getByRole("alert").filter({ hasText: "Choose a “To” date on or after the “From” date." })).toBeVisible();
  await expect(page.getByTestId("submissions-empty")).toHaveCount(0);
  await expectNoViolations(page, "/submissions with a reversed date range");

  // The same address opened directly (as a bookmark or before the page is interactive) says the same.
  await page.reload();
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("To", { exact: true }).fill("2026-03-31");
  await page.getByRole("button", { name: "Apply", exact: true }).last().click();
  await expect(page).toHaveURL(/startDate=2026-03-02&endDate=2026-03-31/);
  await expect(page.getByLabel("To", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("submissions-empty")).toContainText("Nothing matches these filters");
});

test("in Spanish", async ({ page, onboardedUser }) => {
  void onboardedUser;
  await visit(page, "/submissions?lng=es&startDate=2026-03-02&endDate=2026-03-01");
  await expect(page.getByLabel("Hasta", { exact: true })).toHaveAccessibleDescription(
    "Elija una fecha “Hasta” igual o posterior a la fecha “Desde”.",
  );
});
