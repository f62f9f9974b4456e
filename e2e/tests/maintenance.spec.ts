import { BASE_URL } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";

const MESSAGE = "Our site is currently under maintenance. Check back again soon!";
const DESCRIPTION = "We are upgrading our servers. PlanReady will be back by 3 pm Eastern.";

// Maintenance blocks every page for everyone: these tests take the maintenance lock (see fixtures/test.ts), run
// one at a time, and the fixture switches maintenance off after each.
test.describe.configure({ mode: "serial" });

test.describe("maintenance", () => {
  test("with an active maintenance record every page shows the maintenance message and description", async ({
    page,
    maintenance,
    newUser,
    signIn,
  }) => {
    await maintenance.on(DESCRIPTION);
    for (const path of ["/", "/login", "/signup", "/dashboard", "/onboarding/agency?step=Name", "/no-such-page"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: MESSAGE }), path).toBeVisible();
      await expect(page.getByText(DESCRIPTION), path).toBeVisible();
    }

    await signIn(await newUser());
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: MESSAGE })).toBeVisible();
  });

  test("the bypass cookie shows the app; switching maintenance off restores it for everyone", async ({ page, context, maintenance }) => {
    await maintenance.on(null);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: MESSAGE })).toBeVisible();

    await context.addCookies([{ name: "maintenance_bypass", value: "false", url: BASE_URL }]);
    await page.reload();
    await expect(page.getByRole("heading", { name: MESSAGE })).toBeVisible();

    await context.addCookies([{ name: "maintenance_bypass", value: "true", url: BASE_URL }]);
    await page.reload();
    await expect(page.getByRole("heading", { name: MESSAGE })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign Up" }).first()).toBeVisible();

    await context.clearCookies();
    await page.reload();
    await expect(page.getByRole("heading", { name: MESSAGE })).toBeVisible();

    await maintenance.off();
    await page.reload();
    await expect(page.getByRole("heading", { name: MESSAGE })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign Up" }).first()).toBeVisible();
  });
});
