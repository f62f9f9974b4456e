import { expectNoViolations } from "../fixtures/axe.ts";
import { buyLinkThroughApi, CARDS, fillCard, simulateRenewal } from "../fixtures/billing.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";

/**
 * Payment Settings, cancelling a link's subscription, and the failed-payment path (docs/product.md#failed-payments): renewals that fail
 * lock the account, and updating the card on /stripe/resolution unlocks it (decision 006).
 */
test.describe("payment settings", () => {
  // Whole journeys: a purchase, several pages each checked with axe, and (below) three runs of the operator command.
  test.setTimeout(90_000);

  test("show the link's subscription and invoice; cancelling asks first and ends at period end", async ({
    page,
    onboardedUser,
    playwright,
  }) => {
    const url = await buyLinkThroughApi(playwright.request, onboardedUser);
    await visit(page, "/dashboard");
    const menu = page.getByRole("navigation", { name: "Side menu" });
    await menu.getByRole("button", { name: "Account Settings" }).click();
    await menu.getByRole("link", { name: "Payment Settings" }).click();
    await expect(page).toHaveURL(/\/settings\/payment-settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Payment Settings" })).toBeVisible();

    await expect(page.getByTestId("card-on-file")).toHaveText("Visa ending in 4242");
    const row = page.getByTestId(`subscription-${url}`);
    await expect(row).toContainText("Traditional surveys (annual)");
    await expect(row).toContainText("Active");
    const invoices = page.getByRole("table", { name: "Invoices" });
    await expect(invoices).toContainText("Paid");
    await expect(invoices.getByRole("link", { name: /^Receipt for invoice/ })).toHaveAttribute("target", "_blank");
    await expectNoViolations(page, "payment settings");

    await row.getByRole("button", { name: `Cancel subscription of /${url}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Cancel the subscription of /${url}?` });
    await expect(dialog).toContainText("stays active until");
    await expect(dialog).toContainText("fees already paid are not refunded");
    await expectNoViolations(page, "cancel dialog");
    await dialog.getByRole("button", { name: "Keep subscription" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("Active");

    await row.getByRole("button", { name: `Cancel subscription of /${url}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.getByText(`The subscription of /${url} is cancelled. The link stays active until`)).toBeVisible();
    await expect(row).toContainText("Cancelled — ends");

    // The link still works until the period it paid for ends.
    expect((await page.request.get(`/api/links/url/${url}`)).status()).toBe(200);

    await row.getByRole("button", { name: `Resume subscription of /${url}` }).click();
    await expect(page.getByText(`The subscription of /${url} renews again.`)).toBeVisible();
    await expect(row).toContainText("Active");
  });

  test("three failed renewals lock the account; a new card on /stripe/resolution unlocks it", async ({
    page,
    onboardedUser,
    playwright,
  }) => {
    await buyLinkThroughApi(playwright.request, onboardedUser);
    for (let attempt = 1; attempt <= 3; attempt += 1) await simulateRenewal(onboardedUser.orgId, "failed");

    await visit(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Please update your payment information" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Side menu" })).toHaveCount(0);
    await page.getByRole("link", { name: "Update payment information" }).click();

    await expect(page).toHaveURL(/\/stripe\/resolution$/);
    await expect(page.getByRole("heading", { level: 1, name: "Update your payment information" })).toBeVisible();
    await expect(page.getByText("3 failed payment attempts")).toBeVisible();
    await expect(page.getByRole("heading", { name: "What you owe" })).toBeVisible();
    await expectNoViolations(page, "resolution");

    await page.getByRole("button", { name: "Update payment method" }).click();
    await expect(page).toHaveURL(/\/sandbox\/payment-method\?returnTo=/);
    await hydrated(page);
    await expect(page.getByTestId("test-cards")).toBeVisible();
    await fillCard(page, CARDS.declined);
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(page.getByTestId("decline-message")).toHaveText(
      "Your card was declined. Please use a different card, or call your bank to find out why.",
    );
    await expectNoViolations(page, "card page");

    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(page).toHaveURL(/\/stripe\/resolution\?updated=1$/);
    await expect(page.getByRole("heading", { level: 1, name: "Thank you — you're all set" })).toBeVisible();

    await page.getByRole("link", { name: "Back to PlanReady" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("navigation", { name: "Side menu" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(onboardedUser.firstName!) })).toBeVisible();
    await expect(page.getByText("Please update your payment information")).toHaveCount(0);
  });
});
