import { devices } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices["iPhone 13"].userAgent,
});

test.describe("signed-in layout on a phone", () => {
  test("the side menu is replaced by a drawer menu that Escape closes", async ({ page, onboardedUser }) => {
    await visit(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(onboardedUser.firstName!) })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Side menu" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Survey Marketplace" })).toHaveCount(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    for (const item of [
      "Dashboard",
      "Submission Center",
      "Survey Marketplace",
      "Splash Pages",
      "Integrations",
      "Resources",
      "Account Settings",
    ]) {
      await expect(drawer.getByText(item, { exact: true }).first(), item).toBeVisible();
    }
    await expect(drawer.getByText(onboardedUser.agencyName!)).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a link in the drawer navigates and closes it", async ({ page, onboardedUser }) => {
    void onboardedUser;
    await visit(page, "/dashboard");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("link", { name: "Survey Marketplace" }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(drawer).toBeHidden();
  });
});
