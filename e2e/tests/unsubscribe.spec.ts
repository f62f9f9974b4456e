import { readFileSync } from "node:fs";
import path from "node:path";
import { createSecretBox, secretBoxKey } from "../../apps/api/src/lib/secret-box.ts";
import { sealUnsubscribeToken } from "../../apps/api/src/modules/suppressions/unsubscribe-token.ts";
import { expectNoViolations } from "../fixtures/axe.ts";
import { db } from "../fixtures/db.ts";
import { BASE_URL } from "../fixtures/env.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";
import { ONBOARDED } from "../fixtures/users.ts";

/**
 * One-click unsubscribe for email (docs/decisions/037-messaging-compliance.md): a recipient opens the unsubscribe
 * link of an email in English or in Spanish, unsubscribes with one button and no sign-in, and can undo it; a mail
 * client's one-click POST needs no page at all. Tokens are sealed as the server seals them, with the run's own key.
 */
function tokenFor(orgId: string, address: string): string {
  const secret = readFileSync(path.join(process.env.PLANREADY_E2E_DATA_DIR!, "session-secret"), "utf8").trim();
  return sealUnsubscribeToken(createSecretBox(secretBoxKey({ SESSION_SECRET: secret })), { orgId, channel: "email", address });
}

async function suppressedEmails(orgId: string): Promise<Array<{ address: string; source: string }>> {
  const { rows } = await db().query("select address, source from suppressions where org_id = $1 and channel = 'email' order by address", [
    orgId,
  ]);
  return rows as Array<{ address: string; source: string }>;
}

test("a recipient unsubscribes from the email's link without signing in, and can undo it", async ({ page, newUser }) => {
  const agency = await newUser({ ...ONBOARDED, agencyName: "Sunrise Benefits" });
  const address = `ana.${Date.now()}@example.com`;
  const token = tokenFor(agency.orgId, address);

  // The List-Unsubscribe address opened in a browser lands on the page.
  await visit(page, `/api/unsubscribe/${token}`);
  await expect(page).toHaveURL(new RegExp(`/unsubscribe/${token.replace(/\./g, "\\.")}$`));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe from emails" })).toBeVisible();
  await expect(page.getByText("Stop receiving emails from Sunrise Benefits?")).toBeVisible();
  expect(await page.content()).not.toContain(address);
  await expectNoViolations(page, "unsubscribe page");
  expect(await suppressedEmails(agency.orgId)).toEqual([]);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText("You are unsubscribed. Sunrise Benefits will not email you again.")).toBeVisible();
  expect(await suppressedEmails(agency.orgId)).toEqual([{ address, source: "unsubscribe_page" }]);
  await expectNoViolations(page, "unsubscribed");

  await page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(page.getByText("You are subscribed again.", { exact: false })).toBeVisible();
  expect(await suppressedEmails(agency.orgId)).toEqual([]);
});

test("the page speaks Spanish, and works before its script loads", async ({ page, newUser }) => {
  const agency = await newUser({ ...ONBOARDED, agencyName: "Agencia Sol" });
  const address = `luis.${Date.now()}@example.com`;
  await page.route("**/*.js", (route) => route.abort());
  await page.goto(`/unsubscribe/${tokenFor(agency.orgId, address)}?lng=es`);
  await expect(page.getByRole("heading", { level: 1, name: "Darse de baja de los correos" })).toBeVisible();
  await expect(page.getByText("¿Dejar de recibir correos de Agencia Sol?")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expectNoViolations(page, "Spanish unsubscribe page");
  await page.getByRole("button", { name: "Darme de baja" }).click();
  await expect(page.getByText("Se dio de baja. Agencia Sol no le volverá a enviar correos.")).toBeVisible();
  expect(await suppressedEmails(agency.orgId)).toEqual([{ address, source: "unsubscribe_page" }]);
});

test("a mail client's one-click POST unsubscribes with no page and no cookies; a broken link says so", async ({
  page,
  newUser,
  playwright,
}) => {
  const agency = await newUser(ONBOARDED);
  const address = `mail.client.${Date.now()}@example.com`;
  const token = tokenFor(agency.orgId, address);
  const mailClient = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const response = await mailClient.post(`/api/unsubscribe/${token}`, { form: { "List-Unsubscribe": "One-Click" } });
    expect(response.status()).toBe(200);
  } finally {
    await mailClient.dispose();
  }
  expect(await suppressedEmails(agency.orgId)).toEqual([{ address, source: "email_one_click" }]);

  const broken = await page.goto(`/unsubscribe/${token.slice(0, -6)}`);
  expect(broken?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This unsubscribe link does not work" })).toBeVisible();
  await expectNoViolations(page, "broken unsubscribe link");
});
