import type { Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { onboardCrm } from "../fixtures/bulk-areas.ts";
import { db } from "../fixtures/db.ts";
import { BASE_URL } from "../fixtures/env.ts";
import { createOwnedLink, signInAsOwner } from "../fixtures/link-owner.ts";
import { mailsTo } from "../fixtures/mail.ts";
import { saveClientName } from "../fixtures/survey-flow.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated } from "../fixtures/ui.ts";

/**
 * Bulk send (docs/decisions/038-bulk-sends.md): a CRM agent with a book of five clients sets their sender and send
 * hours, checks a send by email (3 go; 2 have no email consent), sends it — each client receives their own link,
 * with the one-click unsubscribe headers — then texts the one who consented to SMS. One client opens their link on a
 * phone, which starts their survey, and submits it; the book shows them completed.
 */

const screenshots = process.env.PLANREADY_E2E_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (screenshots) await page.screenshot({ path: `${screenshots}/${name}.png`, fullPage: true });
}

/** Picks the survey link `/{url}` in the send wizard. */
async function chooseLink(page: Page, url: string) {
  const select = page.getByTestId("send-wizard").getByLabel("Survey link");
  const value = await select
    .locator("option")
    .filter({ hasText: `/${url} ` })
    .getAttribute("value");
  if (!value) throw new Error(`no option for /${url} in the send wizard`);
  await select.selectOption(value);
}

test("a CRM agent checks and sends a survey to their book by email and SMS; a client opens their link and submits", async ({
  browser,
  page,
  playwright,
}) => {
  test.setTimeout(240_000);
  const link = await createOwnedLink(playwright.request, { surveyType: "aep_update" });
  const tag = link.id.slice(0, 8);
  const emails = [1, 2, 3].map((n) => `bulk-${tag}-${n}@example.com`);
  const phone = `+1305555${String(Number.parseInt(tag, 16) % 10000).padStart(4, "0")}`;
  // The CRM area opens once its onboarding is done: the owner pays the CRM plan on the sandbox and accepts its terms.
  await signInAsOwner(playwright.request, page.context(), link);
  await onboardCrm(playwright.request, { email: link.ownerEmail, cookies: await page.context().cookies() });
  const clients: [string, string | null, string | null, string[]][] = [
    ["Ana", emails[0]!, null, ["email"]],
    ["Ben", emails[1]!, null, ["email", "sms"]],
    ["Cora", emails[2]!, null, ["email"]],
    ["Dov", null, phone, ["sms"]],
    ["Eve", `bulk-${tag}-none@example.com`, null, []],
  ];
  for (const [first, email, tel, consent] of clients) {
    await db().query(
      `insert into book_clients (org_id, owner_id, first_name, last_name, email, phone, zip, consent_channels)
       values ($1, $2, $3, 'Rivera', $4, $5, '33301', $6::text[])`,
      [link.orgId, link.ownerId, first, email, tel, consent],
    );
  }

  // Settings: the sender's name and NPN, send hours all day (the run may be at night in Florida).
  await page.goto("/crm/home?tab=settings");
  await hydrated(page);
  const settings = page.getByTestId("bulk-send-settings");
  await settings.getByLabel("Sender name").fill("Grace Harmon");
  await settings.getByLabel("NPN", { exact: true }).fill("7654321");
  await settings.getByLabel("From").fill("00:00");
  await settings.getByLabel("Until").fill("23:59");
  await expect(settings.getByTestId("sms-preview")).toContainText("Grace Harmon (NPN 7654321)");
  await expect(settings.getByTestId("sms-preview")).toContainText("Reply STOP to opt out.");
  await shot(page, "settings-desktop");
  await expectNoViolations(page, "bulk-send settings");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByText("Settings saved.")).toBeVisible();
  // The agency's do-not-contact list sits under the settings.
  await expect(page.getByTestId("suppression-list").getByRole("heading", { level: 2 })).toBeVisible();

  // The dry run, then the send by email.
  await page.goto("/crm/home?tab=sends");
  await hydrated(page);
  await page.getByRole("button", { name: "New send" }).click();
  const wizard = page.getByTestId("send-wizard");
  // The agent's own survey link (the CRM plan's link is one of theirs too).
  await chooseLink(page, link.url);
  await wizard.getByRole("button", { name: "Check who will receive it" }).click();
  const dryRun = page.getByTestId("dry-run");
  await expect(dryRun).toContainText("5 clients match.");
  await expect(page.getByTestId("dry-run-will-send")).toHaveText("3 will receive it now.");
  await expect(page.getByTestId("dry-run-no_consent")).toHaveText("2 without your recorded consent for this channel");
  await shot(page, "dry-run-desktop");
  await expectNoViolations(page, "the send's dry run");
  await page.getByRole("button", { name: "Send to 3 clients" }).click();
  const card = page.getByTestId("send-card").first();
  await expect(card.getByTestId("send-counts")).toContainText("3 of 3 sent", { timeout: 30_000 });

  // Each client received their own link, from the agent's name, with the one-click unsubscribe headers.
  const tokens = new Set<string>();
  for (const address of emails) {
    await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBe(1);
    const mail = mailsTo(address)[0]!;
    expect(mail.subject).toBe("Grace Harmon has a short survey for you");
    expect(mail.text).toContain("NPN 7654321");
    expect(mail.decoded).toMatch(/^From: "?Grace Harmon"? </im);
    expect(mail.decoded).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/unsubscribe\//im);
    expect(mail.decoded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    tokens.add(/\/r\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!);
  }
  expect(tokens.size).toBe(3);
  expect(mailsTo(`bulk-${tag}-none@example.com`)).toEqual([]);

  // The one client who consented to texts, by SMS (the outbox).
  await page.getByRole("button", { name: "New send" }).click();
  await chooseLink(page, link.url);
  await page.getByTestId("send-wizard").getByRole("radio", { name: "SMS" }).check();
  await page.getByTestId("send-wizard").getByRole("button", { name: "Check who will receive it" }).click();
  await expect(page.getByTestId("dry-run-will-send")).toHaveText("1 will receive it now.");
  await page.getByRole("button", { name: "Send to 1 client" }).click();
  await expect(page.getByTestId("send-card").first().getByTestId("send-counts")).toContainText("1 of 1 sent", { timeout: 30_000 });
  const texts = await db().query<{ body: string }>("select body from sms_outbox where to_number = $1", [phone]);
  expect(texts.rows).toHaveLength(1);
  expect(texts.rows[0]!.body).toMatch(/^Hi Dov, Grace Harmon \(NPN 7654321\) .*\/r\/[A-Za-z0-9_-]{43} Reply STOP to opt out\.$/);
  await shot(page, "sends-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "sends-390");
  await expectNoViolations(page, "the sends list on a phone");
  await page.setViewportSize({ width: 1280, height: 900 });

  // Ana opens her link on her phone: her survey starts on the agent's link.
  const anaToken = /\/r\/([A-Za-z0-9_-]{43})/.exec(mailsTo(emails[0]!)[0]!.text)![1]!;
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const client = await phoneContext.newPage();
    await client.goto(`${BASE_URL}/r/${anaToken}`);
    await client.waitForURL(new RegExp(`/${link.url}\\?.*surveyResponseId=`));
    const responseId = new URL(client.url()).searchParams.get("surveyResponseId")!;
    await hydrated(client);
    await shot(client, "recipient-survey-390");
    // Her answers go in through the survey API with the token her link gave this device (the survey's own screens are
    // covered by their specs), then she submits.
    const cookie = (await phoneContext.cookies()).find((c) => c.name === "planready_survey");
    const surveyToken = cookie!.value.slice(cookie!.value.indexOf(".") + 1);
    await saveClientName(playwright.request, { responseId, token: surveyToken }, { first_name: "Ana", last_name: "Rivera" });
    const api = await playwright.request.newContext({ baseURL: BASE_URL });
    const submitted = await api.put(`/api/responses/${responseId}`, {
      headers: { authorization: `Bearer ${surveyToken}` },
      data: { current_question: "confirmation", submit: true, client_rev: 5 },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    await api.dispose();
    // Her link opens nothing more.
    await client.goto(`${BASE_URL}/r/${anaToken}`);
    await expect(client.getByTestId("recipient-problem")).toHaveText(
      "You already sent this survey. Thank you! Your agent has your answers.",
    );
  } finally {
    await phoneContext.close();
  }

  // The agent's book shows her completed, and the send counts her.
  await page.goto("/crm/home?tab=book-of-business");
  await hydrated(page);
  const row = page.getByTestId("book-table").getByRole("row").filter({ hasText: "Ana" });
  await expect(row).toContainText("Completed");
  await shot(page, "book-desktop");
  await page.goto("/crm/home?tab=sends");
  await expect(page.getByTestId("send-card").nth(1).getByTestId("send-counts")).toContainText("1 submitted");
});
