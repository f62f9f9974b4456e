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
});
