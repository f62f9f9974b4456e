import { expectNoViolations } from "../fixtures/axe.ts";
import { CARDS, fillCard } from "../fixtures/billing.ts";
import { connectureQuery } from "../fixtures/bulk-areas.ts";
import { CONNECTURE_PORTAL_URL, TEST_PASSWORD } from "../fixtures/env.ts";
import { mailsTo } from "../fixtures/mail.ts";
import { expect, test } from "../fixtures/test.ts";
import { control, hydrated, visit } from "../fixtures/ui.ts";
import { uniqueEmail } from "../fixtures/users.ts";
import type { Page } from "@playwright/test";

/**
 * The bulk-send areas' onboarding (decision 035): plan → payment (the sandbox checkout) → agent-info → confirmation,
 * each step guarded by the server's state; the ConnectureDRX partner frame with its return address and logo.
 */

/** From the plan step through the sandbox checkout back to the agent-info step, choosing `duration`. */
async function payOnSandbox(page: Page, duration: "Monthly" | "Annual", promo?: string) {
  await page.getByRole("radio", { name: new RegExp(`^${duration}`) }).check({ force: true });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/onboarding\/payment\?.*duration=/);
  await hydrated(page);
  if (promo) {
    await page.getByLabel("Promo code (optional)").fill(promo);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("Promo code applied:")).toBeVisible();
  }
  await page.getByRole("button", { name: "Continue to secure checkout" }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
  await hydrated(page);
  if (promo) await expect(page.getByTestId("order-summary")).toContainText(promo);
  await fillCard(page, CARDS.success);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/onboarding\/agent-info\?/, { timeout: 20_000 });
  await hydrated(page);
}

test.describe("CRM onboarding", () => {
  test.setTimeout(90_000);

  test("plan → sandbox payment → agent-info → confirmation, each step guarded, the query kept", async ({ page, onboardedUser }) => {
    // The area's own pages are closed until its onboarding is done: they send the user to the step owed, query kept.
    await visit(page, "/crm/home?tab=sends&source=email");
    await expect(page).toHaveURL(/\/crm\/onboarding\/plan\?tab=sends&source=email$/);
    await visit(page, "/crm/settings");
    await expect(page).toHaveURL(/\/crm\/onboarding\/plan$/);
    // A step typed by hand before paying lands on the plan step, the query kept.
    await visit(page, "/crm/onboarding/confirmation?source=email");
    await expect(page).toHaveURL(/\/crm\/onboarding\/plan\?source=email$/);
    await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Monthly \$49\.00 a month/ })).toBeVisible();
    await expect(page.getByRole("radio", { name: /^Annual \$490\.00 a year/ })).toBeChecked();
    // The logo-only frame: no side menu, no Connecture button.
    await expect(page.getByRole("navigation", { name: "Side menu" })).toHaveCount(0);
    await expect(page.getByTestId("back-to-connecture")).toHaveCount(0);
    await expectNoViolations(page, "plan");

    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/crm\/onboarding\/payment\?source=email&duration=annual$/);
    await expect(page.getByTestId("area-plan-summary")).toContainText("CRM surveys (annual)");
    await expect(page.getByTestId("area-plan-summary")).toContainText("$490.00 a year");
    await expectNoViolations(page, "payment");
    // Change plan goes back, choosing is remembered from the address.
    await page.getByRole("link", { name: "Change plan" }).click();
    await expect(page).toHaveURL(/\/crm\/onboarding\/plan\?source=email&duration=annual$/);
    await hydrated(page);
    await payOnSandbox(page, "Monthly", "AGENT25");
    await expect(page).toHaveURL(/\/crm\/onboarding\/agent-info\?source=email&duration=monthly$/);

    // A reload, or the plan typed by hand, stays on agent-info now that it is paid; so does the area's home.
    await visit(page, "/crm/home?source=email");
    await expect(page).toHaveURL(/\/crm\/onboarding\/agent-info\?source=email$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Your details" })).toBeVisible();
    await visit(page, "/crm/onboarding/plan?source=email");
    await expect(page).toHaveURL(/\/crm\/onboarding\/agent-info\?source=email$/);
    await expect(page.getByLabel("First name")).toHaveValue(onboardedUser.firstName!);
    await expect(page.getByLabel("Agency name")).toHaveValue(onboardedUser.agencyName!);
    await expectNoViolations(page, "agent-info");

    // The terms must be accepted.
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page.getByText("Accept the terms to continue")).toBeVisible();
    await page.getByLabel(/I accept the PlanReady Terms of Service and the CRM bulk-send terms/).check();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(/\/crm\/onboarding\/confirmation\?source=email$/);
    await expect(page.getByRole("heading", { level: 1, name: "You're all set" })).toBeVisible();
    await expect(page.getByTestId("area-link")).toHaveText(/\/crm-[0-9a-f]{10}$/);
    await expect(page.getByRole("link", { name: "Go to my book of business" })).toHaveAttribute("href", "/crm/home?tab=book-of-business");
    await expect(page.getByRole("link", { name: "Settings", exact: true })).toHaveAttribute("href", "/crm/settings");
    await expectNoViolations(page, "confirmation");

    // Done: any step typed by hand is the confirmation; the profile carries the CRM terms the side menu reads.
    await visit(page, "/crm/onboarding/payment?duration=annual");
    await expect(page).toHaveURL(/\/crm\/onboarding\/confirmation\?duration=annual$/);
    const me = (await (await page.request.get("/api/auth/me")).json()) as { crm_tos_accepted: string | null };
    expect(me.crm_tos_accepted).not.toBeNull();
    const link = await page.request.get(`/api/links/crm/org/${onboardedUser.orgId}`);
    expect(link.status()).toBe(200);
    expect(await link.json()).toMatchObject({ survey_type: "crm", status: "active", stripe_plan_duration: "monthly" });
    // Now the area's pages open.
    await visit(page, "/crm/home");
    await expect(page).toHaveURL(/\/crm\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: "CRM" })).toBeVisible();
    await visit(page, "/crm/settings");
    await expect(page).toHaveURL(/\/crm\/settings$/);
    await expect(page.getByTestId("suppression-list").getByRole("heading", { name: "Do-not-contact list" })).toBeVisible();
  });
});

test.describe("ConnectureDRX onboarding", () => {
  test.setTimeout(120_000);

  const partnerQuery = (agentId: string) =>
    new URLSearchParams({
      connectureReturnUrl: `${CONNECTURE_PORTAL_URL}/agents/home`,
      connectureWhiteLabelLogo: `${CONNECTURE_PORTAL_URL}/logo.svg`,
      connAgentId: agentId,
    }).toString();

  test("from Connecture's link: the agent id linked by email, paid on the sandbox, 'Back to Connecture' returns there", async ({
    page,
    onboardedUser,
  }) => {
    const agentId = `AG-${onboardedUser.id.slice(0, 8)}`;
    const query = partnerQuery(agentId);
    await visit(page, `/connecturedrx/welcome?${query}`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome from ConnectureDRX" })).toBeVisible();
    // The partner's logo from its allowed origin, actually drawn.
    const logo = page.getByTestId("partner-logo");
    await expect(logo).toHaveAttribute("src", `${CONNECTURE_PORTAL_URL}/logo.svg`);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId("back-to-connecture")).toHaveAttribute("href", `${CONNECTURE_PORTAL_URL}/agents/home`);

    // The onboarding and the area's pages are closed until the id is linked, which takes the emailed link.
    for (const path of ["/connecturedrx/home", "/connecturedrx/book-of-business", "/connecturedrx/settings"]) {
      await visit(page, `${path}?${query}`);
      await expect(page).toHaveURL(`/connecturedrx/welcome?${query}`);
    }
    await visit(page, `/connecturedrx/onboarding/plan?${query}`);
    await expect(page).toHaveURL(new RegExp(`/connecturedrx/welcome\\?`));
    await page.getByRole("button", { name: "Email me the link" }).click();
    await expect(page.getByTestId("link-sent")).toContainText(onboardedUser.email);
    await expectNoViolations(page, "welcome");
    await expect.poll(() => mailsTo(onboardedUser.email).filter((m) => m.template === "connecture.link").length).toBe(1);
    const mail = mailsTo(onboardedUser.email).find((m) => m.template === "connecture.link")!;
    const emailed = /http:\/\/\S+\/connecturedrx\/welcome\?\S+/.exec(mail.text)![0];
    await visit(page, emailed);
    await expect(page).toHaveURL(/\/connecturedrx\/onboarding\/plan\?/);
    expect(new URL(page.url()).searchParams.get("verifyToken")).toBeNull();
    expect(new URL(page.url()).searchParams.get("connAgentId")).toBe(agentId);
    await expect(page.getByRole("radio", { name: /^Monthly/ })).toBeVisible();
    await expectNoViolations(page, "partner plan");

    await payOnSandbox(page, "Annual");
    await expect(page.getByTestId("back-to-connecture")).toBeVisible();
    await visit(page, `/connecturedrx/book-of-business?${query}`);
    await expect(page).toHaveURL(`/connecturedrx/onboarding/agent-info?${query}`);
    await page.getByLabel(/ConnectureDRX terms/).check();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(/\/connecturedrx\/onboarding\/confirmation\?/);
    expect(new URL(page.url()).searchParams.get("connectureReturnUrl")).toBe(`${CONNECTURE_PORTAL_URL}/agents/home`);
    // Hidden on the confirmation page.
    await expect(page.getByRole("heading", { level: 1, name: "You're all set" })).toBeVisible();
    await expect(page.getByTestId("back-to-connecture")).toHaveCount(0);
    const linked = await page.request.get(`/api/links/connecture/${agentId}`);
    expect(await linked.json()).toMatchObject({ survey_type: "connecture", status: "active", first_name: onboardedUser.firstName });

    // Back on an earlier page, the button returns to Connecture's own page.
    await visit(page, `/connecturedrx/welcome?${query}`);
    await expect(page).toHaveURL(/\/connecturedrx\/home\?/);
    await visit(page, `/connecturedrx/onboarding/agent-info?${query}`);
    await expect(page).toHaveURL(/\/connecturedrx\/onboarding\/confirmation\?/);
    await visit(page, `/connecturedrx/welcome?${query.replace(agentId, "SOMEONE-ELSE")}`);
    await expect(page.getByText("This PlanReady account is connected to another Connecture agent.")).toBeVisible();
    await page.getByTestId("back-to-connecture").click();
    await expect(page).toHaveURL(`${CONNECTURE_PORTAL_URL}/agents/home`);
    await expect(page.getByRole("heading", { name: "ConnectureDRX agent portal" })).toBeVisible();
  });

  test("a new partner agent signs up from the welcome page and comes back to it after the agency and agent onboarding", async ({
    page,
  }) => {
    const agentId = `AG-NEW-${Date.now().toString(36)}`;
    const welcome = `/connecturedrx/welcome?${connectureQuery(agentId)}`;
    await visit(page, welcome);
    await page.getByRole("link", { name: "Create account" }).click();
    await expect(page).toHaveURL(`/signup?returnTo=${encodeURIComponent(welcome)}`);
    await hydrated(page);
    await page.getByLabel("Full name").fill("Rosa Patel");
    await page.getByLabel("Email").fill(uniqueEmail("partner"));
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();

    // Every step keeps the page to come back to.
    const carried = `returnTo=${encodeURIComponent(welcome)}`;
    await expect(page).toHaveURL(`/onboarding/agency?step=Name&${carried}`);
    await hydrated(page);
    await page.getByLabel("Organization name").fill("Patel Benefits");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(`/onboarding/agency?step=Address&${carried}`);
    await page.getByLabel("Street address").fill("1 Main St");
    await page.getByLabel("City").fill("Miami");
    await page.getByLabel("State").fill("FL");
    await page.getByLabel("ZIP Code").fill("33101");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(`/onboarding/agency?step=Discount&${carried}`);
    await control(page, "Skip").click();
    await expect(page).toHaveURL(`/onboarding/agent?step=Name&${carried}`);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page).toHaveURL(`/onboarding/agent?step=Terms&${carried}`);
    const signature = page.getByRole("checkbox", { name: /Rosa Patel/ });
    await signature.focus();
    await page.keyboard.press("Space");
    await expect(signature).toBeChecked();
    await page.getByRole("button", { name: "Next", exact: true }).click();

    // Back on Connecture's welcome, signed in: the agent id is theirs to link.
    await expect(page).toHaveURL(welcome);
    await expect(page.getByRole("button", { name: "Email me the link" })).toBeVisible();
    await expect(page.getByTestId("back-to-connecture")).toHaveAttribute("href", `${CONNECTURE_PORTAL_URL}/agents/home`);
  });

  test("a sign-up's returnTo to another site is dropped: the onboarding ends on the dashboard", async ({ page }) => {
    await visit(page, `/signup?returnTo=${encodeURIComponent("https://evil.example/phish")}`);
    await hydrated(page);
    await page.getByLabel("Full name").fill("Sam Ortiz");
    await page.getByLabel("Email").fill(uniqueEmail("partner"));
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/onboarding\/agency\?step=Name$/);
  });

  test("Connecture Settings: in the partner frame from Connecture, in the signed-in layout from the dashboard", async ({
    page,
    connectureUser,
  }) => {
    await visit(page, `/connecturedrx/settings?${connectureQuery(connectureUser.agentId)}`);
    await expect(page.getByTestId("bulk-send-settings")).toBeVisible();
    await expect(page.getByTestId("back-to-connecture")).toHaveAttribute("href", `${CONNECTURE_PORTAL_URL}/agents/home`);
    await expect(page.getByTestId("partner-logo")).toHaveAttribute("src", `${CONNECTURE_PORTAL_URL}/logo.svg`);
    await expect(page.getByRole("navigation", { name: "Side menu" })).toHaveCount(0);
    await expect(page.getByTestId("suppression-list")).toBeVisible();
    await expectNoViolations(page, "partner settings");

    await visit(page, "/connecturedrx/settings?fromRFDashboard=true");
    await expect(page.getByTestId("bulk-send-settings")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Side menu" })).toBeVisible();
    await expect(page.getByTestId("back-to-connecture")).toHaveCount(0);
    await expect(page.getByTestId("partner-logo")).toHaveCount(0);

    // From Connecture without its return address: the partner's error, not the settings.
    await visit(page, `/connecturedrx/settings?connAgentId=${connectureUser.agentId}`);
    await expect(page.getByTestId("partner-error")).toHaveText("Received no connectureReturnUrl parameter from Connecture.");
    await expect(page.getByTestId("bulk-send-settings")).toHaveCount(0);
  });

  test("a white-label logo that fails to load is hidden, not shown as a broken image", async ({ page }) => {
    // An allowed origin, but the address answers a page, not an image (it fails before or after hydration alike).
    const query = new URLSearchParams({
      connectureReturnUrl: `${CONNECTURE_PORTAL_URL}/agents/home`,
      connectureWhiteLabelLogo: `${CONNECTURE_PORTAL_URL}/no-such-logo.png`,
      connAgentId: "AG-NEW-2",
    });
    await visit(page, `/connecturedrx/welcome?${query.toString()}`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome from ConnectureDRX" })).toBeVisible();
    await expect(page.getByTestId("back-to-connecture")).toBeVisible();
    await expect(page.getByTestId("partner-logo")).toHaveCount(0);
    await expect(page.getByAltText("Your partner's logo")).toHaveCount(0);
  });

  test("'Back to Connecture' is hidden with fromRFDashboard; a missing or foreign return address is an error, in English and Spanish", async ({
    page,
  }) => {
    await visit(page, `/connecturedrx/welcome?${partnerQuery("AG-NEW-1")}&fromRFDashboard=true`);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome from ConnectureDRX" })).toBeVisible();
    await expect(page.getByTestId("back-to-connecture")).toHaveCount(0);

    await visit(page, "/connecturedrx/onboarding/plan?connAgentId=AG-NEW-1");
    await expect(page.getByTestId("partner-error")).toHaveText("Received no connectureReturnUrl parameter from Connecture.");
    await expect(page.getByTestId("back-to-connecture")).toHaveCount(0);
    await expectNoViolations(page, "missing parameter");
    await visit(page, "/connecturedrx/welcome?connAgentId=AG-NEW-1&lng=es");
    await expect(page.getByTestId("partner-error")).toHaveText("No se recibió el parámetro connectureReturnUrl de Connecture.");

    // Another host is neither linked to nor shown.
    const foreign = new URLSearchParams({
      connectureReturnUrl: "https://evil.example/phish",
      connectureWhiteLabelLogo: "https://evil.example/logo.png",
      connAgentId: "AG-NEW-1",
    });
    await visit(page, `/connecturedrx/welcome?${foreign.toString()}&lng=en`);
    await expect(page.getByTestId("partner-error")).toHaveText(
      "The address Connecture sent to return to is not one PlanReady may send you to.",
    );
    await expect(page.locator('a[href^="https://evil.example"]')).toHaveCount(0);
    await expect(page.getByTestId("partner-logo")).toHaveCount(0);
  });
});
