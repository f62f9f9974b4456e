import { expect, test } from "../fixtures/test.ts";
import { control, hydrated, visit } from "../fixtures/ui.ts";
import { ONBOARDED } from "../fixtures/users.ts";

test.describe("promo code on the agency Discount step", () => {
  test.beforeEach(async ({ page, newUser, signIn }) => {
    await signIn(await newUser({ agencyName: "Promo Agency", address: ONBOARDED.address! }));
    await visit(page, "/onboarding/agency?step=Discount");
    await expect(page.getByRole("heading", { name: "Do you have a promo code?" })).toBeVisible();
  });

  test("an invalid code shows 'Invalid discount code' until the field is edited; Skip stays", async ({ page }) => {
    const code = page.getByLabel("Promo code");
    await code.fill("NOPE");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Invalid discount code")).toBeVisible();
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await code.pressSequentially("X");
    await expect(page.getByText("Invalid discount code")).toBeHidden();
    await expect(control(page, "Skip")).toBeVisible();
    await expect(control(page, "Next")).toHaveCount(0);
  });

  test("a valid code is applied, kept after a reload, and can be replaced or the replacing cancelled", async ({ page }) => {
    await page.getByLabel("Promo code").fill("WELCOME10");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const applied = page.getByRole("status").filter({ hasText: "Promo code applied:" });
    await expect(applied).toContainText("WELCOME10");
    await expect(control(page, "Next")).toBeVisible();
    await expect(control(page, "Skip")).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await expect(applied).toContainText("WELCOME10");

    await page.getByRole("button", { name: "Replace" }).click();
    await expect(page.getByLabel("Promo code")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(applied).toContainText("WELCOME10");
    await expect(page.getByLabel("Promo code")).toHaveCount(0);

    await page.getByRole("button", { name: "Replace" }).click();
    // While replacing, the field's own button reads Replace (Add becomes Replace when a code exists).
    await page.getByLabel("Promo code").fill("agent25");
    await page.getByRole("button", { name: "Replace", exact: true }).click();
    await expect(applied).toContainText("AGENT25");
    await control(page, "Next").click();
    await expect(page).toHaveURL(/\/onboarding\/agent\?step=Name$/);
  });

  test("Skip without a code goes on to the agent's name", async ({ page }) => {
    await control(page, "Skip").click();
    await expect(page).toHaveURL(/\/onboarding\/agent\?step=Name$/);
  });
});
