import { BASE_URL } from "../fixtures/env.ts";
import { mailsTo } from "../fixtures/mail.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";
import { ONBOARDED } from "../fixtures/users.ts";

const NEW_PASSWORD = "a brand new passphrase 2026";

test.describe("forgotten password", () => {
  test("the emailed link lets the agent choose a new password and log in with it", async ({ page, newUser }) => {
    const user = await newUser(ONBOARDED);

    await visit(page, "/forgot-password");
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(`If an account exists for ${user.email}, we sent it a link`)).toBeVisible();

    // The mail reached the run's SMTP server; its link goes through the API to the reset page.
    await expect.poll(() => mailsTo(user.email).length).toBe(1);
    const [mail] = mailsTo(user.email);
    expect(mail?.subject).toBe("Reset your PlanReady password");
    expect(mail?.template).toBe("password-reset");
    const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0];
    expect(link, "the email contains a link").toBeDefined();
    expect(link!.startsWith(BASE_URL)).toBe(true);

    await page.goto(link!);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await hydrated(page);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Your password has been changed. Log in with your new password.")).toBeVisible();

    await page.getByRole("link", { name: "Log in", exact: true }).last().click();
    await expect(page).toHaveURL(/\/login/);
    await hydrated(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/dashboard`);
    await expect(page.getByRole("heading", { level: 1, name: /Avery/ })).toBeVisible();
  });

  test("an unknown email gets the same answer and no mail", async ({ page }) => {
    const email = `nobody-${Date.now()}@example.com`;
    await visit(page, "/forgot-password");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(`If an account exists for ${email}, we sent it a link`)).toBeVisible();
    // Given time to arrive had there been one.
    await page.waitForTimeout(1_000);
    expect(mailsTo(email)).toEqual([]);
  });
});
