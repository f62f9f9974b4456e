import { BASE_URL } from "../fixtures/env.ts";
import { db } from "../fixtures/db.ts";
import { createLink } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated } from "../fixtures/ui.ts";
import { ONBOARDED } from "../fixtures/users.ts";

test.describe("not found", () => {
  test("an unknown path shows the not-found page with status 404, pointing a client to the agent and to help", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist/really");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByText("If someone sent you a link to a survey, please contact the agent who sent it.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Trouble opening your survey? See our help page" })).toHaveAttribute(
      "href",
      "/troubleshoot",
    );
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  test("an unknown API path answers 404 in the API's error format, not with a page", async ({ request }) => {
    const response = await request.get("/api/this-does-not-exist");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/problem+json");
  });

  test("a mistyped survey link shows the client a page that says it isn't active and where to get help, never the sales site, in both languages", async ({
    page,
  }) => {
    const response = await page.goto("/grace-harmonn-typo");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link isn't active" })).toBeVisible();
    await expect(page.getByText("Please contact the agent who sent it.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Trouble opening your survey? See our help page" })).toHaveAttribute(
      "href",
      "/troubleshoot?lng=en",
    );
    // Nothing of the agent's sales site: no sign-up, no log-in, no home page.
    await expect(page.getByRole("link", { name: /sign up|log in|home page/i })).toHaveCount(0);
    await expect(page).toHaveTitle(/This link isn't active/);

    // The client's own language, by the page's switch.
    await hydrated(page);
    await page.getByRole("button", { name: "Español" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Este enlace no está activo" })).toBeVisible();
    await expect(page.getByText("Comuníquese con el agente que se lo envió.")).toBeVisible();
    await expect(page.getByRole("link", { name: "¿Problemas para abrir su encuesta? Vea nuestra página de ayuda" })).toHaveAttribute(
      "href",
      "/troubleshoot?lng=es",
    );
  });

  test("a link waiting for its first payment is not active for the client either", async ({ page, newUser, playwright }) => {
    const agent = await newUser(ONBOARDED);
    const api = await playwright.request.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { origin: BASE_URL },
      storageState: { cookies: agent.cookies, origins: [] },
    });
    const url = `unpaid-${Date.now().toString(36)}`;
    try {
      const created = await api.post("/api/links", { data: { url, survey_type: "medicare", first_name: "Avery", last_name: "Quinn" } });
      expect(created.status(), await created.text()).toBe(201);
    } finally {
      await api.dispose();
    }
    const response = await page.goto(`/${url}?lng=es`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Este enlace no está activo" })).toBeVisible();
    await expect(page.getByRole("button", { name: /empezar|comenzar|start/i })).toHaveCount(0);
  });

  test("a cancelled survey link says it is no longer active, with the agent to ask and the help page, in the client's language", async ({
    page,
    playwright,
  }) => {
    const linkUrl = await createLink(playwright.request, { firstName: "Grace", lastName: "Harmon" });
    await db().query("UPDATE links SET status = 'cancelled' WHERE url = $1", [linkUrl]);

    const response = await page.goto(`/${linkUrl}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1, name: "This link is no longer active" })).toBeVisible();
    await expect(page.getByText("Grace Harmon").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /start/i })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Trouble opening your survey? See our help page" })).toBeVisible();

    await page.goto(`/${linkUrl}?locale=es`);
    await expect(page.getByRole("heading", { level: 1, name: "Este enlace ya no está activo" })).toBeVisible();
  });

  test("a signed-in agent meeting a not-found page keeps the app's frame and menu", async ({ page, onboardedUser }) => {
    void onboardedUser;
    for (const path of ["/dashbord", "/settings/nothing-here"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Side menu" })).toBeVisible();
      await expect(page.getByTestId("notification-bell")).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard");
      await expect(page.getByText("This link isn't active")).toHaveCount(0);
    }
    // The frame works: its menu leads on.
    await hydrated(page);
    await page.getByRole("navigation", { name: "Side menu" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
