import { BASE_URL } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";
import { ONBOARDED } from "../fixtures/users.ts";

const DEEP_LINK = "/dashboard?tab=links&x=1#section-2";

test.describe("sign-in and return to the page asked for", () => {
  test("a signed-out deep link ends on the sign-in page and comes back to exactly that address", async ({ page, newUser }) => {
    const user = await newUser(ONBOARDED);

    await page.goto(DEEP_LINK);
    await expect(page).toHaveURL(/\/login\?/);
    await hydrated(page);
    expect(new URL(page.url()).searchParams.get("returnTo")).toBe(DEEP_LINK);
    await expect(page.getByRole("heading", { name: "Log in to PlanReady" })).toBeVisible();
    // The first field has the focus: typing starts at once.
    await expect(page.getByLabel("Email")).toBeFocused();

    await page.keyboard.type(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();

    await expect(page).toHaveURL(`${BASE_URL}${DEEP_LINK}`);
    await expect(page.getByRole("heading", { level: 1, name: /Avery/ })).toBeVisible();
  });

  test("a wrong password keeps the visitor on the sign-in page with a message", async ({ page, newUser }) => {
    const user = await newUser(ONBOARDED);
    await visit(page, `/login?returnTo=${encodeURIComponent(DEEP_LINK)}`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill("not the right password at all");
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page.getByText("Incorrect email or password.")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?/);
  });

  test("an absolute returnTo is never followed off the site", async ({ page, newUser }) => {
    const user = await newUser(ONBOARDED);
    await visit(page, `/login?returnTo=${encodeURIComponent("https://evil.example.com/phish")}`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
  });

  test("/api/auth/me answers 204 signed out and the profile signed in", async ({ playwright, newUser }) => {
    const anonymous = await playwright.request.newContext({ baseURL: BASE_URL });
    const signedOut = await anonymous.get("/api/auth/me");
    expect(signedOut.status()).toBe(204);
    expect(await signedOut.text()).toBe("");
    await anonymous.dispose();

    const user = await newUser(ONBOARDED);
    const signedIn = await playwright.request.newContext({ baseURL: BASE_URL, storageState: { cookies: user.cookies, origins: [] } });
    const me = await signedIn.get("/api/auth/me");
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: user.email, first_name: "Avery", org: { name: ONBOARDED.agencyName } });
    await signedIn.dispose();
  });
});
