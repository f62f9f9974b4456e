import type { Page } from "@playwright/test";
import { joinOrg, savedAccount } from "../fixtures/db.ts";
import { TEST_PASSWORD } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { control, holdScripts, hydrated, visit } from "../fixtures/ui.ts";
import { mailsTo } from "../fixtures/mail.ts";
import { uniqueEmail } from "../fixtures/users.ts";

const FILL_ALL_FIELDS = "Please fill out all fields";

/** The page's own Next button (exact, so "Next" never matches another control's name). */
const nextButton = (page: Page) => page.getByRole("button", { name: "Next", exact: true });

test.describe("onboarding", () => {
  test("a new agent signs up and goes through every agency and agent step to the dashboard", async ({ page }) => {
    // Eight pages and a sign-up (password hashing): allow for a busy two-core machine.
    test.setTimeout(60_000);
    const email = uniqueEmail("onboarding");

    await test.step("sign up", async () => {
      await visit(page, "/signup");
      await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
      await page.getByLabel("Full name").fill("Morgan Reyes");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(/\/onboarding\/agency\?step=Name$/);
      await hydrated(page);
    });

    await test.step("agency name: required", async () => {
      await expect(page.getByRole("heading", { name: "What is the name of your agency?" })).toBeVisible();
      const name = page.getByLabel("Organization name");
      await expect(nextButton(page)).toBeDisabled();
      // The message appears once a required field is left empty.
      await name.fill("x");
      await name.clear();
      await name.press("Tab");
      await expect(page.getByText(FILL_ALL_FIELDS)).toBeVisible();
      await expect(nextButton(page)).toBeDisabled();
      await name.fill("Reyes Family Insurance");
      await expect(page.getByText(FILL_ALL_FIELDS)).toBeHidden();
      await nextButton(page).click();
      await expect(page).toHaveURL(/\/onboarding\/agency\?step=Address$/);
    });

    await test.step("agency address: street, city, state and ZIP required, apartment optional", async () => {
      await expect(page.getByRole("heading", { name: "What's your agency's address?" })).toBeVisible();
      await expect(page.getByLabel("Apt or Suite # (optional)")).toBeVisible();
      await expect(nextButton(page)).toBeDisabled();
      await page.getByLabel("Street address").fill("742 Evergreen Terrace");
      await page.getByLabel("City").fill("Springfield");
      await page.getByLabel("State").fill("IL");
      await expect(nextButton(page)).toBeDisabled();
      await page.getByLabel("ZIP Code").fill("62704");
      await nextButton(page).click();
      await expect(page).toHaveURL(/\/onboarding\/agency\?step=Discount$/);
    });

    await test.step("promo code: an invalid code is refused, a valid one applied", async () => {
      await expect(page.getByRole("heading", { name: "Do you have a promo code?" })).toBeVisible();
      await expect(control(page, "Skip")).toBeVisible();
      const code = page.getByLabel("Promo code");
      await code.fill("NOPE");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText("Invalid discount code")).toBeVisible();
      await code.press("End");
      await code.press("Backspace");
      await expect(page.getByText("Invalid discount code")).toBeHidden();
      await code.fill("WELCOME10");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Promo code applied:" })).toContainText("WELCOME10");
      await expect(page.getByRole("button", { name: "Replace" })).toBeVisible();
      await expect(control(page, "Skip")).toHaveCount(0);
      await control(page, "Next").click();
      await expect(page).toHaveURL(/\/onboarding\/agent\?step=Name$/);
    });

    await test.step("agent name: starts from the name typed at sign-up; first and last required", async () => {
      await expect(page.getByRole("heading", { name: "What's your name?" })).toBeVisible();
      await expect(page.getByLabel("First Name")).toHaveValue("Morgan");
      await expect(page.getByLabel("Last Name")).toHaveValue("Reyes");
      await page.getByLabel("Last Name").clear();
      await expect(nextButton(page)).toBeDisabled();
      await page.getByLabel("Last Name").fill("Reyes");
      await nextButton(page).click();
      await expect(page).toHaveURL(/\/onboarding\/agent\?step=Terms$/);
    });

    await test.step("terms: scrollable agreement, Next only once signed", async () => {
      await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
      const agreement = page.getByRole("region", { name: /Software as a Service Agreement/ });
      await expect(agreement).toBeVisible();
      const scrollable = await agreement.evaluate(
        (el) => el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY !== "visible",
      );
      expect(scrollable, "the agreement scrolls inside its box").toBe(true);
      await expect(nextButton(page)).toBeDisabled();
      const signature = page.getByRole("checkbox", { name: /Morgan Reyes/ });
      await signature.focus();
      await page.keyboard.press("Space");
      await expect(signature).toBeChecked();
      await nextButton(page).click();
      await expect(page).toHaveURL(/\/onboarding\/agent\?step=Finished$/);
    });

    await test.step("finished: create a first survey, or skip to the dashboard", async () => {
      await expect(page.getByRole("heading", { name: /you're almost finished/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "Create your first survey" })).toHaveAttribute("href", "/marketplace");
      await control(page, "Skip for now").click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole("heading", { level: 1, name: /Morgan/ })).toBeVisible();
      // The side menu shows the organisation name.
      await expect(page.getByRole("complementary").getByText("Reyes Family Insurance")).toBeVisible();
    });

    await test.step("every answer was saved", async () => {
      expect(await savedAccount(email)).toMatchObject({
        first_name: "Morgan",
        last_name: "Reyes",
        tos_accepted: expect.any(Date),
        user_type: "Admin",
        org_name: "Reyes Family Insurance",
        address_one: "742 Evergreen Terrace",
        address_two: null,
        city: "Springfield",
        state: "IL",
        zip: "62704",
        temp_promo_code: "WELCOME10",
      });
    });
  });

  test("signing up with a registered email answers as for a new one and mails the owner instead, in both languages", async ({
    page,
    newUser,
  }) => {
    const existing = await newUser();
    const signUpAgain = async (lng: "en" | "es") => {
      await visit(page, `/signup?lng=${lng}`);
      await page.getByLabel(lng === "en" ? "Full name" : "Nombre completo").fill("Morgan Reyes");
      await page.getByLabel(lng === "en" ? "Email" : "Correo electrónico").fill(existing.email);
      await page.getByLabel(lng === "en" ? "Password" : "Contraseña", { exact: true }).fill("someone else's passphrase 42");
      await page.getByRole("button", { name: lng === "en" ? "Create account" : "Crear cuenta" }).click();
    };

    await signUpAgain("en");
    // The page learns nothing the API did not say: no 'Email Already Registered' for a visitor, a neutral note.
    await expect(page.getByRole("status").filter({ hasText: `If ${existing.email} already has a PlanReady account` })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/signup\?lng=en$/);
    // The owner is told, with where to log in or reset the password.
    await expect.poll(() => mailsTo(existing.email).map((mail) => mail.template)).toContain("sign-up-existing-account");
    const mail = mailsTo(existing.email).find((m) => m.template === "sign-up-existing-account")!;
    expect(mail.text).toMatch(/\/login/);
    expect(mail.text).toMatch(/\/forgot-password/);

    await signUpAgain("es");
    await expect(page.getByRole("status").filter({ hasText: `Si ${existing.email} ya tiene una cuenta de PlanReady` })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("a user who has not finished onboarding is sent to the step still needed", async ({ page, newUser, signIn }) => {
    await signIn(await newUser({ agencyName: "Halfway Agency" }));
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/onboarding\/agent\?step=Name$/);
    await expect(page.getByRole("heading", { name: "What's your name?" })).toBeVisible();
  });

  test("Back from the agency name goes to sign-up; Back from the agent name goes to the promo code", async ({ page, newUser, signIn }) => {
    await signIn(await newUser({ agencyName: "Backwards Agency" }));
    await visit(page, "/onboarding/agent?step=Name");
    await control(page, "Back").click();
    await expect(page).toHaveURL(/\/onboarding\/agency\?step=Discount$/);
    await visit(page, "/onboarding/agency?step=Name");
    await expect(page.getByLabel("Organization name")).toHaveValue("Backwards Agency");
    await control(page, "Back").click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("an unknown step shows a Loading spinner", async ({ page, newUser, signIn }) => {
    await signIn(await newUser());
    // The page may move on once its script runs; the spinner is what the step itself shows.
    const release = await holdScripts(page);
    await page.goto("/onboarding/agency?step=Nope", { waitUntil: "commit" });
    await expect(page.getByRole("status").filter({ hasText: "Loading" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What is the name of your agency?" })).toHaveCount(0);
    release();
  });

  test("the second user of a multi-user agency goes to the dashboard straight after the terms", async ({ page, newUser, signIn }) => {
    const owner = await newUser({ agencyName: "Two Person Agency", firstName: "Olivia", lastName: "Owner", tosAccepted: true });
    const member = await newUser({ firstName: "Sam", lastName: "Second" });
    await joinOrg(member.id, owner.orgId, "Agent");
    await signIn(member);

    await visit(page, "/onboarding/agent?step=Terms");
    await expect(page.getByRole("heading", { name: "Terms of Service" })).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    const signature = page.getByRole("checkbox", { name: /Sam Second/ });
    await signature.focus();
    await page.keyboard.press("Space");
    await expect(signature).toBeChecked();
    await nextButton(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: /Sam/ })).toBeVisible();
  });
});
