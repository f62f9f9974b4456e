import { db } from "../fixtures/db.ts";
import { createLink } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";

test.describe("not found", () => {
  test("an unknown path shows the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist/really");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  test("an unknown API path answers 404 in the API's error format, not with a page", async ({ request }) => {
    const response = await request.get("/api/this-does-not-exist");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("application/problem+json");
  });

  test("a cancelled survey link says it is no longer active, with the agent to ask, in the client's language", async ({
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

    await page.goto(`/${linkUrl}?locale=es`);
    await expect(page.getByRole("heading", { level: 1, name: "Este enlace ya no está activo" })).toBeVisible();
  });
});
