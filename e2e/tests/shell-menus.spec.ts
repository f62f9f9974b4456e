import { createOwnedLink, signInAsOwner } from "../fixtures/link-owner.ts";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";

/**
 * The signed-in top bar's avatar menu and notifications drawer load their code when first opened (so a page's first
 * load stays small): the first press still opens them, with focus inside, and closing gives focus back.
 */
test("the avatar menu and the notifications drawer open on their first press, loaded on demand", async ({ page, context, playwright }) => {
  const link = await createOwnedLink(playwright.request, { surveyType: "scope_only" });
  await signInAsOwner(playwright.request, context, link);
  await visit(page, "/dashboard");

  const avatar = page.getByTestId("user-menu");
  await avatar.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "My Dashboard" })).toBeVisible();
  await expect(menu.getByRole("menuitemradio", { name: "Dark" })).toBeVisible();
  await expect.poll(() => menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(page.getByTestId("user-menu")).toBeFocused();
  // Pressed again, it opens as any menu does.
  await page.getByTestId("user-menu").press("Enter");
  await expect(page.getByRole("menu")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByTestId("notification-bell").click();
  const drawer = page.getByRole("dialog", { name: "Your notifications" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId("notifications-empty")).toBeVisible();
});
