import { expectNoViolations } from "../fixtures/axe.ts";
import { CARDS, fillCard, priceOf, uniqueLinkUrl } from "../fixtures/billing.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";
import type { Page } from "@playwright/test";

/**
 * Buying a survey link through the sandbox provider (decision 006): the
 * buy form, the sandbox checkout with its test cards, and the return page that makes the link live.
 */

/** The buy form filled in for a medicare link paid annually, then on to the sandbox checkout. */
async function openCheckout(page: Page, url: string, before?: () => Promise<void>) {
  await visit(page, "/marketplace/buy?surveyType=medicare");
  await page
    .getByRole("radiogroup", { name: "2. How you pay" })
    .getByRole("radio", { name: /^Annual \$/ })
    .check({ force: true });
  await page.getByLabel("Link address").fill(url);
  await expect(page.getByTestId("url-status")).toContainText(`/${url} is free.`);
  await before?.();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
}

test.describe("buying a survey link", () => {
  // Whole journeys from the marketplace to a live link, with axe on each page.
  test.setTimeout(90_000);

  test("a medicare link bought with the sandbox card goes live, and its survey opens", async ({ page, onboardedUser }) => {
    await visit(page, "/marketplace");
    await expect(page.getByRole("heading", { level: 1, name: "Choose the surveys your clients fill in" })).toBeVisible();
    await expect(page.getByTestId("test-mode")).toContainText("Test mode — no real charges");
    await page.getByRole("link", { name: "Buy a Medicare survey link" }).click();
    await expect(page).toHaveURL(/\/marketplace\/buy\?surveyType=medicare$/);
    await expect(page.getByRole("radio", { name: /^Medicare Traditional surveys/ })).toBeChecked();

    // Only the durations the product is sold with, each with its price.
    const durations = page.getByRole("radiogroup", { name: "2. How you pay" });
    await expect(durations.getByRole("radio")).toHaveCount(3);
    await durations.getByRole("radio", { name: /^Annual \$/ }).check({ force: true });

    // The address is checked as it is typed: each refusal in its own words.
    const address = page.getByLabel("Link address");
    const status = page.getByTestId("url-status");
    await address.fill("login");
    await expect(status).toHaveText("This address is reserved for PlanReady's own pages. Please choose another.");
    await address.fill("ab");
    await expect(status).toHaveText("Use 3 to 50 characters.");
    const url = uniqueLinkUrl("medicare");
    await address.fill(url);
    await expect(status).toContainText(`/${url} is free.`);

    // The names shown on the survey come from the user and the agency.
    await expect(page.getByLabel("First name")).toHaveValue(onboardedUser.firstName!);
    await expect(page.getByLabel("Last name")).toHaveValue(onboardedUser.lastName!);
    await expect(page.getByLabel("Agency name (optional)")).toHaveValue(onboardedUser.agencyName!);
    await expect(page.getByTestId("buy-summary")).toContainText("Traditional surveys (annual)");
    await expectNoViolations(page, "buy");

    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
    await hydrated(page);
    await expect(page.getByTestId("test-cards")).toContainText("Test cards — no real charge");
    await expect(page.getByTestId("order-summary")).toContainText(`/${url}`);
    await expectNoViolations(page, "checkout");

    await page.getByRole("button", { name: `Use this card: ${CARDS.success}` }).click();
    await expect(page.getByLabel("Card number")).toHaveValue(CARDS.success);
    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: /^Pay \$/ }).click();

    await expect(page).toHaveURL(/\/marketplace\/payment\?checkout_id=/);
    await expect(page.getByRole("heading", { level: 1, name: "Your survey link is live" })).toBeVisible();
    await expect(page.getByTestId("live-link")).toHaveText(new RegExp(`/${url}$`));
    await expect(page.getByRole("link", { name: "Manage links" })).toHaveAttribute("href", "/marketplace/links");
    await expect(page.getByRole("link", { name: "Open survey" })).toHaveAttribute("href", `/${url}`);
    await expect(page.getByRole("navigation", { name: "Side menu" })).toHaveCount(0);
    await expectNoViolations(page, "payment");

    const survey = await page.context().newPage();
    await visit(survey, `/${url}`);
    await expect(survey.getByRole("heading", { level: 1 })).toContainText(`${onboardedUser.firstName} ${onboardedUser.lastName}`);
    await survey.close();
  });

  test("a declined card says why in plain words; the link stays off until a card is accepted", async ({ page, onboardedUser }) => {
    void onboardedUser;
    const url = uniqueLinkUrl("declined");
    await openCheckout(page, url);
    const checkoutId = new URL(page.url()).pathname.split("/").pop()!;

    // Back from the provider before paying: the return page waits for the confirmation (and asks again by itself).
    const early = await page.context().newPage();
    await visit(early, `/marketplace/payment?checkout_id=${checkoutId}`);
    await expect(early.getByRole("heading", { level: 1, name: "Waiting for confirmation" })).toBeVisible();
    await expectNoViolations(early, "waiting");
    await early.close();

    await fillCard(page, CARDS.declined);
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByTestId("decline-message")).toHaveText(
      "Your card was declined. Please use a different card, or call your bank to find out why.",
    );
    await expect(page).toHaveURL(/\/sandbox\/checkout\//);

    await fillCard(page, CARDS.insufficientFunds);
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByTestId("decline-message")).toHaveText(
      "Your card doesn't have enough funds for this payment. Please use a different card.",
    );
    await expectNoViolations(page, "declined");

    // Not paid: the address is reserved, but nobody can open the survey yet.
    expect((await page.request.get(`/api/links/url/${url}`)).status()).toBe(404);

    // The return page says so and pays again for the same link (its address stays reserved for it).
    await visit(page, `/marketplace/payment?checkout_id=${checkoutId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Your payment didn't go through" })).toBeVisible();
    await expectNoViolations(page, "payment declined");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
    expect(page.url()).not.toContain(checkoutId);
    await hydrated(page);
    await expect(page.getByTestId("order-summary")).toContainText(`/${url}`);

    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your survey link is live" })).toBeVisible();
    expect((await page.request.get(`/api/links/url/${url}`)).status()).toBe(200);
  });

  test("a promo code is checked for the plan and taken off the first payment", async ({ page, onboardedUser, playwright }) => {
    const price = await priceOf(playwright.request, onboardedUser, "traditional_annual");
    const url = uniqueLinkUrl("promo");
    await openCheckout(page, url, async () => {
      const code = page.getByRole("textbox", { name: "Promo code" });
      await code.fill("NOPE");
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page.getByText("Invalid discount code")).toBeVisible();
      await code.fill("WELCOME10");
      await expect(page.getByText("Invalid discount code")).toBeHidden();
      await page.getByRole("button", { name: "Apply" }).click();
      const applied = page.getByRole("status").filter({ hasText: "Promo code applied:" });
      await expect(applied).toContainText("WELCOME10");
      await expect(applied).toContainText("10% off your first year");
      await expect(page.getByTestId("buy-summary")).toContainText("WELCOME10");
    });

    const money = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: price.currency }).format(cents / 100);
    const discount = Math.round(price.amount * 0.1);
    const summary = page.getByTestId("order-summary");
    await expect(summary).toContainText("Discount (WELCOME10)");
    await expect(summary).toContainText(`−${money(discount)}`);
    await expect(page.getByTestId("amount-due")).toHaveText(money(price.amount - discount));

    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: `Pay ${money(price.amount - discount)}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your survey link is live" })).toBeVisible();
  });

  // onboardedUser signs the user in.
  test("a promo code applied while onboarding is already applied when buying", async ({ page, onboardedUser }) => {
    // The Discount step of onboarding keeps the code on the agency (the Admin's POST); checking one stores nothing.
    expect((await page.request.get("/api/stripe/promoCode/WELCOME10")).status()).toBe(200);
    const applied = await page.request.post(`/api/orgs/${onboardedUser.orgId}/promoCode`, { data: { code: "AGENT25" } });
    expect(applied.status()).toBe(200);
    const url = uniqueLinkUrl("onboarding-promo");
    await openCheckout(page, url, async () => {
      await expect(page.getByRole("status").filter({ hasText: "Promo code applied:" })).toContainText("AGENT25");
    });
    await expect(page.getByTestId("order-summary")).toContainText("Discount (AGENT25)");
  });

  test("a checkout left half-way: the address stays the agency's, and the purchase is finished from the links page", async ({
    page,
    onboardedUser: _signedIn,
  }) => {
    const url = uniqueLinkUrl("left");
    await openCheckout(page, url);
    // The agent walks away from the checkout.
    await visit(page, "/marketplace/links");
    const card = page.getByTestId("link-card").filter({ hasText: `/${url}` });
    await expect(card).toContainText("Waiting for payment");

    // Typing the address again to buy it: it is theirs to complete, not "taken".
    await visit(page, "/marketplace/buy?surveyType=medicare");
    await page.getByLabel("Link address").fill(url);
    await expect(page.getByTestId("url-status")).toContainText(`/${url} earlier: paying now completes that purchase.`);

    await visit(page, "/marketplace/links");
    await expectNoViolations(page, "links with a link waiting for payment");
    await card.getByRole("button", { name: `Finish payment for /${url}` }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
    await hydrated(page);
    await expect(page.getByTestId("order-summary")).toContainText(`/${url}`);
    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your survey link is live" })).toBeVisible();

    await visit(page, "/marketplace/links");
    await expect(card).toContainText("Active");
    await expect(card.getByRole("button", { name: `Finish payment for /${url}` })).toHaveCount(0);
  });
});
