import { devices, type Page } from "@playwright/test";
import { buyLinkThroughApi } from "../fixtures/billing.ts";
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

/** How far the page, or any box inside it that scrolls on its own, reaches past its width (0: nothing scrolls sideways). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const whole = document.documentElement.scrollWidth - window.innerWidth;
    const boxes = [...document.querySelectorAll("main *")].map((el) => {
      const overflow = getComputedStyle(el).overflowX;
      return overflow === "auto" || overflow === "scroll" ? el.scrollWidth - el.clientWidth : 0;
    });
    return Math.max(whole, ...boxes);
  });

test.describe("payment settings on a phone", () => {
  test("every subscription and invoice fits the screen, with its actions in reach", async ({ page, onboardedUser, playwright }) => {
    test.setTimeout(90_000);
    const url = await buyLinkThroughApi(playwright.request, onboardedUser);
    await visit(page, "/settings/payment-settings");
    await expect(page.getByRole("heading", { level: 1, name: "Payment Settings" })).toBeVisible();
    const row = page.getByTestId(`subscription-${url}`);
    await expect(row).toContainText("Active");
    await expect(page.getByRole("link", { name: /^Receipt for invoice/ })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // Each action lies wholly inside the screen's width, without scrolling sideways to find it.
    const width = page.viewportSize()!.width;
    for (const action of [
      row.getByRole("button", { name: `Cancel subscription of /${url}` }),
      page.getByRole("link", { name: /^Receipt for invoice/ }).first(),
    ]) {
      await action.scrollIntoViewIfNeeded();
      const box = (await action.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await row.getByRole("button", { name: `Cancel subscription of /${url}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Cancel the subscription of /${url}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Keep subscription" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("in Spanish on a phone", () => {
  test("a link waiting for payment offers to finish paying, and a reversed date range is explained; nothing scrolls sideways", async ({
    page,
    onboardedUser,
  }) => {
    void onboardedUser;
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    // A purchase left at the checkout: the link stays reserved and unpaid.
    const url = `pendiente-${Date.now().toString(36)}`;
    const created = await page.request.post("/api/links", {
      data: { url, survey_type: "medicare", stripe_plan_duration: "annual", first_name: "Avery", last_name: "Quinn" },
    });
    expect(created.status(), await created.text()).toBe(201);

    await visit(page, "/marketplace/links?lng=es");
    const card = page.getByTestId("link-card").filter({ hasText: `/${url}` });
    await expect(card).toContainText("Esperando el pago");
    await expect(card.getByRole("button", { name: `Completar el pago de /${url}` })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);

    await visit(page, "/submissions?lng=es&startDate=2026-03-02&endDate=2026-03-01");
    await expect(
      page.getByRole("alert").filter({ hasText: "Elija una fecha “Hasta” igual o posterior a la fecha “Desde”." }),
    ).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});
