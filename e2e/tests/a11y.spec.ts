import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";
import { ONBOARDED } from "../fixtures/users.ts";

/** WCAG 2.2 AA, as axe tags it. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  // One line per problem and element, so a failure says what to fix and where.
  const found = violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact ?? "?"}): ${v.help} — ${node.target.join(" ")}`));
  expect(found).toEqual([]);
}

test.describe("accessibility (WCAG 2.2 AA, axe)", () => {
  for (const [name, path, heading] of [
    ["home", "/", "PlanReady"],
    ["log in", "/login", "Log in to PlanReady"],
    ["sign up", "/signup", "Create your account"],
    ["not found", "/no/such-page", "Page not found"],
    ["unknown survey link", "/no-such-survey-link", "This link isn't active"],
  ] as const) {
    test(`${name} page`, async ({ page }) => {
      await visit(page, path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test("onboarding Name step", async ({ page, newUser, signIn }) => {
    await signIn(await newUser());
    await visit(page, "/onboarding/agency?step=Name");
    await expect(page.getByRole("heading", { name: "What is the name of your agency?" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("onboarding Terms step", async ({ page, newUser, signIn }) => {
    await signIn(await newUser({ agencyName: "Axe Agency", firstName: "Ada", lastName: "Axe" }));
    await visit(page, "/onboarding/agent?step=Terms");
    await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("dashboard, signed in", async ({ page, newUser, signIn }) => {
    await signIn(await newUser(ONBOARDED));
    await visit(page, "/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: /Avery/ })).toBeVisible();
    await expectNoViolations(page);
  });
});
