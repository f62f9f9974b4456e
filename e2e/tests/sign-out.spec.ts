import { BASE_URL } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";

const signedIn = async (request: import("@playwright/test").APIRequestContext) => (await request.get("/api/auth/me")).status() === 200;

test.describe("signing out", () => {
  test("the user menu signs out with a POST and lands on the home page", async ({ page, onboardedUser }) => {
    await visit(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(onboardedUser.firstName!) })).toBeVisible();
    await hydrated(page);
    const posted = page.waitForRequest((request) => request.url().startsWith(`${BASE_URL}/api/auth/logout`));
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    expect((await posted).method()).toBe("POST");
    await expect(page).toHaveURL(`${BASE_URL}/`);
    expect(await signedIn(page.request)).toBe(false);
  });

  test("opening the logout address shows a sign-out page; only its button signs out (English and Spanish)", async ({
    page,
    onboardedUser,
  }) => {
    expect(onboardedUser.email).toBeTruthy();
    await page.goto("/api/auth/logout?lng=es");
    await expect(page).toHaveURL(/\/logout\?returnTo=%2F/);
    await visit(page, "/logout?lng=es");
    await expect(page.getByRole("heading", { name: "¿Cerrar sesión en PlanReady?" })).toBeVisible();
    expect(await signedIn(page.request)).toBe(true);

    await visit(page, "/logout?returnTo=%2Flogin&lng=en");
    await expect(page.getByRole("heading", { name: "Sign out of PlanReady?" })).toBeVisible();
    expect(await signedIn(page.request)).toBe(true);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await signedIn(page.request)).toBe(false);
  });

  test("another site cannot sign the user out", async ({ page, onboardedUser }) => {
    expect(onboardedUser.email).toBeTruthy();
    const response = await page.request.post("/api/auth/logout", { headers: { origin: "https://evil.example" } });
    expect(response.status()).toBe(403);
    expect(await signedIn(page.request)).toBe(true);
  });
});
