import { BASE_URL } from "../fixtures/env.ts";
import { makeStaff } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { ONBOARDED } from "../fixtures/users.ts";

const MESSAGE = "Our site is currently under maintenance. Check back again soon!";
const DESCRIPTION = "Upgrading the database: back by 3 pm Eastern.";

test.describe("staff console", () => {
  // Making someone staff runs the operator's command (`npm run staff`), a process of its own: a few seconds more.
  test.describe.configure({ timeout: 60_000 });

  test("is a page that does not exist to a signed-in user who is not staff", async ({ page, onboardedUser }) => {
    expect(onboardedUser.email).toBeTruthy();
    const response = await page.goto("/internal/maintenance");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
    await expect(page.getByTestId("staff-console")).toHaveCount(0);
    expect(await page.content()).not.toContain("staff console");
  });

  // Maintenance blocks every page for everyone: the `maintenance` fixture holds the lock (fixtures/test.ts) and
  // switches it off afterwards whatever happens; the console itself does the switching here.
  test("staff turn maintenance on and off from the console", async ({ page, browser, newUser, signIn, maintenance }) => {
    expect(maintenance).toBeTruthy();
    const staff = await newUser(ONBOARDED);
    expect(await makeStaff(staff.email)).toContain("is now staff");
    await signIn(staff);

    await page.goto("/internal");
    await expect(page.getByTestId("staff-console")).toBeVisible();
    await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Maintenance" }).click();
    await expect(page.getByTestId("maintenance-state")).toHaveAttribute("data-mode", "off");

    await page.getByLabel("On: everyone sees the maintenance page").check();
    await page.getByLabel("Description").fill(DESCRIPTION);
    await page.getByTestId("maintenance-apply").click();
    await expect(page.getByTestId("maintenance-state")).toHaveAttribute("data-mode", "on");
    await expect(page.getByText("Saved: Maintenance is on.")).toBeVisible();

    // A visitor now meets the maintenance page with its description, the staff keep their console.
    const visitor = await browser.newContext({ baseURL: BASE_URL });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/");
    await expect(visitorPage.getByRole("heading", { name: MESSAGE })).toBeVisible();
    await expect(visitorPage.getByText(DESCRIPTION)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("maintenance-state")).toHaveAttribute("data-mode", "on");

    await page.getByLabel("Off: the app works normally").check();
    await page.getByTestId("maintenance-apply").click();
    await expect(page.getByTestId("maintenance-state")).toHaveAttribute("data-mode", "off");

    await visitorPage.reload();
    await expect(visitorPage.getByRole("heading", { name: MESSAGE })).toHaveCount(0);
    await expect(visitorPage.getByRole("link", { name: "Sign Up" }).first()).toBeVisible();
    await visitor.close();
  });

  test("on a phone, in Spanish: staff find an agency and see its users, links and payments", async ({ page, context, newUser, signIn }) => {
    const staff = await newUser({ ...ONBOARDED, agencyName: "Consola Benefits" });
    await makeStaff(staff.email);
    await signIn(staff);
    await context.addCookies([{ name: "lng", value: "es", url: BASE_URL }]);
    await page.setViewportSize({ width: 390, height: 844 });

    await page.goto("/internal/orgs");
    await page.getByLabel("Nombre de la agencia o correo de un usuario").fill(staff.email);
    await page.getByRole("button", { name: "Buscar" }).click();
    await page
      .getByTestId("org-results")
      .getByRole("link", { name: /Consola Benefits/ })
      .click();
    await expect(page.getByRole("heading", { name: "Consola Benefits" })).toBeVisible();
    await expect(page.getByTestId("org-users")).toContainText(staff.email);
    await expect(page.getByTestId("org-payments")).toContainText("Los pagos están bien");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});

test.describe("audit log", () => {
  test("an Admin reads their agency's audit log, in English and in Spanish at 390 px", async ({ page, onboardedUser }) => {
    // The log is a tab of Users.
    await page.goto("/settings/user-management");
    await page.getByRole("link", { name: "Audit log" }).click();
    await expect(page).toHaveURL(/\/settings\/user-management\/audit-log$/);
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    const signIn = page.getByTestId("audit-entries").locator('tr[data-action="auth.sign_in"]').first();
    await expect(signIn).toContainText("Signed in");
    await expect(signIn).toContainText(onboardedUser.email);
    await expect(signIn).toContainText(/E[SD]T/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/settings/user-management/audit-log?lng=es");
    await expect(page.getByRole("heading", { name: "Registro de auditoría" })).toBeVisible();
    const card = page.getByTestId("audit-cards").locator('li[data-action="auth.sign_in"]').first();
    await expect(card).toBeVisible();
    await expect(card).toContainText("Inició sesión");
    await expect(card).toContainText(onboardedUser.email);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
