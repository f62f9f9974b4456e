import { setFailedPaymentAttempts } from "../fixtures/db.ts";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";

const BANNER = "Your current payment method has failed. Please update your billing information to avoid service interruption.";
const LOCKED = "Please update your payment information";

test.describe("failed payments", () => {
  test("no failed attempt: no notice, no banner", async ({ page, onboardedUser }) => {
    await visit(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(onboardedUser.firstName!) })).toBeVisible();
    await expect(page.getByText(/attempts left/)).toHaveCount(0);
    await expect(page.getByText(BANNER)).toHaveCount(0);
  });

  test("one failed attempt: a notice with the attempts left out of 3", async ({ page, onboardedUser }) => {
    await setFailedPaymentAttempts(onboardedUser.orgId, 1);
    await visit(page, "/dashboard");
    await expect(page.getByText(/You have 2 of 3 attempts left/)).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Side menu" })).toBeVisible();
  });

  test("two failed attempts: the banner, linking to /stripe/resolution", async ({ page, onboardedUser }) => {
    await setFailedPaymentAttempts(onboardedUser.orgId, 2);
    await visit(page, "/dashboard");
    await expect(page.getByText(BANNER)).toBeVisible();
    await expect(page.getByRole("link", { name: "Update billing" })).toHaveAttribute("href", "/stripe/resolution");
    await expect(page.getByRole("navigation", { name: "Side menu" })).toBeVisible();
  });

  test("three failed attempts: the account is locked behind 'Please update your payment information'", async ({ page, onboardedUser }) => {
    await setFailedPaymentAttempts(onboardedUser.orgId, 3);
    await visit(page, "/dashboard");
    await expect(page.getByRole("heading", { name: LOCKED })).toBeVisible();
    await expect(page.getByText(/temporarily restricted due to failed payment attempts/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Update payment information" })).toHaveAttribute("href", "/stripe/resolution");
    await expect(page.getByRole("navigation", { name: "Side menu" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(onboardedUser.firstName!) })).toHaveCount(0);
    // The API holds the lock too (decision 018): the bell, whose requests it refuses, is not drawn.
    await expect(page.getByTestId("notification-bell")).toHaveCount(0);
    await expect(page.getByTestId("user-menu")).toBeVisible();
    const submissions = await page.request.get(`/api/orgs/${onboardedUser.orgId}/submissions`);
    expect(submissions.status()).toBe(402);
    expect((await submissions.json()).code).toBe("PAYMENT_REQUIRED");
    expect((await page.request.get(`/api/orgs/${onboardedUser.orgId}/stripeIntentValidity`)).status()).toBe(200);
  });
});
