import { randomBytes } from "node:crypto";
import { expect as baseExpect, type APIRequest, type Browser, type Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { BASE_URL } from "../fixtures/env.ts";
import { answerSpanishMedicare } from "../fixtures/spanish-medicare.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";
import { ONBOARDED, type TestUser } from "../fixtures/users.ts";

/**
 * An agent's splash page, on a 390 px phone: the agent builds it with two of their links; a client opens it in
 * Spanish, follows a link and sends the survey; a second client arrives through the first client's "share this
 * agent" link and sends theirs — one referral, counted on /splash-pages and told by the bell. The first client's
 * testimonial, once the agent shows it, appears on the page.
 */

test.use({ viewport: { width: 390, height: 844 } });

const TEST_CARD = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2040, cvc: "123", name: "Grace Harmon", postal_code: "33301" };

/** Buys a live link owned by the user (an agency Admin), named for Grace Harmon as the Spanish survey expects. */
async function buyLink(request: APIRequest, user: TestUser, surveyType: string): Promise<string> {
  const api = await request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { origin: BASE_URL },
    storageState: { cookies: user.cookies, origins: [] },
  });
  try {
    const url = `e2e-splash-${surveyType}-${randomBytes(4).toString("hex")}`;
    const created = await api.post("/api/links", {
      data: { url, survey_type: surveyType, first_name: "Grace", last_name: "Harmon", agency_name: "Sunshine Benefits" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const link = (await created.json()) as { id: string };
    const prices = (await (await api.get("/api/stripe/prices")).json()) as { prices: { plan_key: string; price_id: string }[] };
    const price = prices.prices.find((p) => p.plan_key === "traditional_monthly")!;
    const org = (await (await api.get(`/api/orgs/${user.orgId}`)).json()) as { payment: { stripe_customer_id: string } };
    const query = new URLSearchParams({ returnToUrl: "/marketplace/payment", cancelReturnUrl: "/marketplace", priceId: price.price_id });
    const opened = await api.post(`/api/stripe/${encodeURIComponent(org.payment.stripe_customer_id)}?${query}`, {
      data: { link_id: link.id },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const { checkout_id: checkoutId } = (await opened.json()) as { checkout_id: string };
    const paid = await api.post(`/api/sandbox/checkout/${encodeURIComponent(checkoutId)}/pay`, { data: TEST_CARD });
    expect(((await paid.json()) as { state: string }).state).toBe("paid");
    return url;
  } finally {
    await api.dispose();
  }
}

/** A client on a phone of their own: opens `address`, switches to Spanish, follows the Medicare link and sends it. */
async function clientSendsSurvey(browser: Browser, address: string, options: { checkPage?: (page: Page) => Promise<void> } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(address);
  await hydrated(page);
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Empecemos" })).toBeVisible();
  await options.checkPage?.(page);
  await page.getByRole("link", { name: "Cuestionario de Medicare" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "¡Hola! Grace Harmon tiene unas preguntas para usted" })).toBeVisible();
  await page.getByRole("button", { name: "Comenzar" }).click();
  await page.waitForURL(/surveyResponseId=/);
  await hydrated(page);
  await answerSpanishMedicare(page, { atScope: async (p) => p.getByRole("button", { name: "Continuar sin firmar" }).click() });
  await expect(page.getByText("Sus respuestas se enviaron a Grace Harmon.")).toBeVisible();
  return { context, page };
}

test("an agent's splash page: built with two links, opened in Spanish on a phone, and a client's share counted as a referral", async ({
  page,
  browser,
  newUser,
  signIn,
  playwright,
}) => {
  test.setTimeout(300_000);
  const agent = await newUser(ONBOARDED);
  const medicare = await buyLink(playwright.request, agent, "medicare");
  const life = await buyLink(playwright.request, agent, "life");
  const address = `grace-${randomBytes(3).toString("hex")}`;

  // The agent builds the page, watching the preview.
  await signIn(agent);
  await visit(page, "/splash-pages");
  await expect(page.getByRole("heading", { level: 1, name: "Splash Pages" })).toBeVisible();
  await page.getByLabel("Page address").fill(address);
  await page.getByLabel("Your name").fill("Grace Harmon");
  await page.getByLabel("Agency").fill("Sunshine Benefits");
  await page.getByLabel("NPN (National Producer Number)").fill("1234567");
  await page.getByLabel("Phone").fill("(305) 555-0142");
  await page.getByLabel("Bio in English").fill("I help Florida families compare Medicare plans.");
  await page.getByLabel("Bio in Spanish").fill("Ayudo a las familias de Florida a comparar planes de Medicare.");
  await page.getByLabel(`Life insurance questionnaire (/${life})`).check();
  await page.getByLabel(`Medicare questionnaire (/${medicare})`).check();
  // Medicare first: moved above the life link.
  await page.getByRole("button", { name: `Move Medicare questionnaire (/${medicare}) up` }).click();
  await page.getByLabel("Green").check();
  const preview = page.getByTestId("splash-preview");
  await expect(preview.getByText("Grace Harmon", { exact: true })).toBeVisible();
  await expect(preview.getByRole("listitem").getByRole("link")).toHaveText(["Medicare questionnaire", "Life insurance questionnaire"]);
  await page.getByRole("button", { name: "Create my page" }).click();
  await expect(page.getByText("Your page is saved.")).toBeVisible();
  await expect(page.getByTestId("page-address")).toContainText(`/splash/${address}?ref=l`);
  await expect(page.getByRole("img", { name: "QR code of your page" })).toBeVisible();
  await expectNoViolations(page, "splash page builder");

  // The page itself: a real 404 for a wrong address.
  const missing = await page.request.get(`/splash/${address}-nope`);
  expect(missing.status()).toBe(404);

  // The first client opens the page in Spanish on their phone, checks it over and sends the Medicare survey.
  const first = await clientSendsSurvey(browser, `/splash/${address}`, {
    checkPage: async (p) => {
      await expect(p.locator("html")).toHaveAttribute("lang", "es");
      await expect(p.getByRole("heading", { level: 1, name: "Grace Harmon" })).toBeVisible();
      await expect(p.getByText("Ayudo a las familias de Florida a comparar planes de Medicare.")).toBeVisible();
      await expect(p.getByText("Sin afiliación ni respaldo del gobierno de los EE. UU.", { exact: false })).toBeVisible();
      await expect(p.getByRole("link", { name: "Guardar contacto" })).toHaveAttribute(
        "href",
        `/api/agent-sites/unique-url/${address}/vcard`,
      );
      // Plain HTML: no app script, only the share buttons' few inline lines.
      expect(await p.locator("script[src]").count()).toBe(0);
      const jsonLd = JSON.parse((await p.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as Record<string, unknown>;
      expect(jsonLd).toMatchObject({ "@type": "InsuranceAgency", name: "Sunshine Benefits" });
      expect(jsonLd).not.toHaveProperty("aggregateRating");
      await expect(p.locator('meta[property="og:title"]')).toHaveAttribute("content", "Grace Harmon — Sunshine Benefits");
      await expectNoViolations(p, "splash page in Spanish");
      const vcard = await p.request.get(`/api/agent-sites/unique-url/${address}/vcard`);
      expect(await vcard.text()).toContain("FN:Grace Harmon");
    },
  });
  // Their confirmation screen offers the agent's page to share, with a client's token.
  const shareUrl = (await first.page.getByTestId("share-agent-url").textContent()) ?? "";
  expect(shareUrl).toMatch(new RegExp(`/splash/${address}\\?ref=c[a-z0-9]{12}$`));
  // They also leave a 9 and a testimonial they agree to publish.
  const invite = first.page.getByTestId("review-invite");
  await invite.getByRole("radio", { name: "9", exact: true }).check();
  await invite.getByLabel("¿Algo que quiera decir sobre Grace Harmon?").fill("Muy paciente y clara. ¡Gracias!");
  await invite.getByRole("checkbox", { name: /Grace Harmon puede publicar lo que escribí/ }).check();
  await invite.getByRole("button", { name: "Enviar", exact: true }).click();
  await expect(invite.getByTestId("review-thanks")).toBeVisible();
  await first.context.close();

  // A second client arrives through that link and sends theirs.
  const second = await clientSendsSurvey(browser, shareUrl);
  await second.context.close();

  // One referral: the first client came on their own. The bell says so, and its action leads to the counts.
  await baseExpect(async () => {
    await page.reload();
    await hydrated(page);
    await page.getByTestId("notification-bell").click();
    await expect(page.getByRole("dialog", { name: "Your notifications" }).getByText("New referral")).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const drawer = page.getByRole("dialog", { name: "Your notifications" });
  await expect(drawer.getByText("Someone sent you a referral through your splash page.")).toHaveCount(1);
  await drawer.getByRole("link", { name: "View referral counts" }).click();
  await expect(page).toHaveURL(/\/splash-pages$/);
  await expect(page.getByTestId("count-referrals")).toHaveText("1");
  await expect(page.getByTestId("source-client")).toContainText("Shared by a client");
  await expect(page.getByTestId("source-client").locator("td").last()).toHaveText("1");
  await expect(page.getByTestId("count-starts")).toHaveText("2");
  // Two visits: each client's arrival; switching the page to Spanish is not another.
  await expect(page.getByTestId("count-visits")).toHaveText("2");

  // The agent shows the testimonial on the page; it appears there, the client's words unedited.
  await visit(page, "/splash-pages/reviews");
  const card = page.locator("[data-review-id]").filter({ hasText: "Muy paciente y clara." });
  await card.getByTestId("review-shown").click();
  await expect(card.getByRole("switch", { name: "Show on my splash page" })).toBeChecked();
  await visit(page, `/splash/${address}`);
  const quote = page.getByRole("figure").filter({ hasText: "Ana L." });
  await expect(quote.getByRole("blockquote")).toHaveText("“Muy paciente y clara. ¡Gracias!”");
});

test("a deleted page answers 410 and says so, in the visitor's language", async ({ page, newUser, playwright }) => {
  const agent = await newUser(ONBOARDED);
  const api = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { origin: BASE_URL },
    storageState: { cookies: agent.cookies, origins: [] },
  });
  try {
    const address = `gone-${randomBytes(3).toString("hex")}`;
    const created = await api.post("/api/agent-sites", { data: { unique_url: address, display_name: "Avery Quinn" } });
    expect(created.status(), await created.text()).toBe(201);
    const { agentSite } = (await created.json()) as { agentSite: { id: string } };
    expect((await api.delete(`/api/agent-sites/${agentSite.id}`)).status()).toBe(204);
    const answer = await page.goto(`/splash/${address}?lng=es`);
    expect(answer?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "Esta página ya no está disponible" })).toBeVisible();
    await expectNoViolations(page, "deleted page");
  } finally {
    await api.dispose();
  }
});
