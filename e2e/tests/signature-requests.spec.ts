import { expect, type Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { db } from "../fixtures/db.ts";
import { createOwnedLink, signInAsOwner } from "../fixtures/link-owner.ts";
import { onScreen, startSurvey } from "../fixtures/survey-flow.ts";
import { consentRecords } from "../fixtures/survey-at.ts";
import { responsesOfLink } from "../fixtures/survey-links.ts";
import { test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";

/**
 * Signing is a state: a client of a consent-only link declines to sign, the agent sees "Completed — not signed"
 * (list, filter, dashboard, detail), sends it for signature, and the client signs through that link on a phone,
 * in the survey's language; the submission is then signed.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const rows = (page: Page) => page.getByTestId("submission-row");

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("a consent-only client declines, the agent sends it for signature, the client signs in Spanish on a phone", async ({
  page,
  playwright,
  browser,
}) => {
  test.setTimeout(180_000);
  const link = await createOwnedLink(playwright.request, { surveyType: "aca_consent_only" });

  await test.step("the client goes on without signing, in Spanish, and is told nothing was signed", async () => {
    const client = await browser.newContext(PHONE);
    const phone = await client.newPage();
    await visit(phone, `/${link.url}?lng=es`);
    await expect(phone.getByRole("heading", { level: 1, name: "¡Hola! Grace Harmon tiene unas preguntas para usted" })).toBeVisible();
    await phone.getByRole("button", { name: "Comenzar", exact: true }).click();
    // Start is a form: the first screen arrives as a new page, used once its script has taken over.
    await phone.waitForURL(/surveyResponseId=/);
    await hydrated(phone);
    await onScreen(phone, "acaConsent", "Consentimiento");
    await phone.getByRole("button", { name: "Continuar sin firmar" }).click();
    await onScreen(phone, "confirmation", "Gracias");
    await expect(phone.getByTestId("not-signed")).toContainText("No firmó el formulario de consentimiento. No se firmó nada.");
    await expect(phone.getByTestId("not-signed")).toContainText("pida a Grace Harmon que le envíe un enlace para firmar");
    await expectNoViolations(phone);
    await client.close();
  });
  const [response] = await responsesOfLink(link.url);
  await expect.poll(async () => (await responsesOfLink(link.url))[0]?.status).toBe("submitted");

  await signInAsOwner(playwright.request, page.context(), link);

  await test.step("the dashboard says what needs attention, and leads to the list of them", async () => {
    await visit(page, "/dashboard");
    const attention = page.getByTestId("dashboard-attention");
    await expect(attention).toContainText("1 completed submission is not signed");
    await attention.getByRole("link", { name: "See them" }).click();
    await expect(page).toHaveURL(/\/submissions\?status=completed&signature=not_signed$/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Completed — not signed");
  });

  await test.step("the list filters by signature, kept in the address", async () => {
    await visit(page, "/submissions");
    await expect(rows(page).first()).toContainText("Completed — not signed");
    await page.getByText("More filters").click();
    await page.getByLabel("SOA or consent").selectOption({ label: "Signed" });
    await page.getByRole("button", { name: "Apply", exact: true }).last().click();
    await expect(page).toHaveURL(/signature=signed/);
    await expect(rows(page)).toHaveCount(0);
    await page.getByLabel("SOA or consent").selectOption({ label: "Not signed" });
    await page.getByRole("button", { name: "Apply", exact: true }).last().click();
    await expect(page).toHaveURL(/signature=not_signed/);
    await expect(rows(page)).toHaveCount(1);
  });

  let signingUrl = "";
  await test.step("the agent sends it for signature from the submission: a link to copy and its QR code", async () => {
    await visit(page, `/submissions/${response!.id}`);
    await expect(page.getByTestId("submission-detail")).toContainText("Completed — not signed");
    const panel = page.getByTestId("signature-request");
    await expect(panel).toContainText("in Spanish");
    await expect(panel).toContainText("There is no email address in this survey");
    await panel.getByRole("button", { name: "Send for signature" }).click();
    await expect(panel.getByTestId("signature-link")).toHaveValue(/\/sign\/[A-Za-z0-9_-]{43}\?lng=es$/);
    await expect(panel.getByRole("img", { name: "QR code of the link to sign" })).toBeVisible();
    await expect(panel).toContainText("The link works until");
    signingUrl = await panel.getByTestId("signature-link").inputValue();
    await expectNoViolations(page);
  });

  await test.step("the client opens the link on their phone: only the signing screen, in Spanish, and signs", async () => {
    const client = await browser.newContext(PHONE);
    const phone = await client.newPage();
    await visit(phone, new URL(signingUrl).pathname + new URL(signingUrl).search);
    await expect(phone.getByRole("heading", { level: 1, name: "Consentimiento" })).toBeVisible();
    await expect(
      phone.getByRole("heading", { name: "Consentimiento para recibir ayuda de un agente o corredor del Mercado" }),
    ).toBeVisible();
    // Nothing of the survey but the signing: no progress through other screens, no Back.
    await expect(phone.getByRole("button", { name: "Atrás" })).toHaveCount(0);
    await noSidewaysScroll(phone);
    await expectNoViolations(phone);

    await phone.getByLabel("Su nombre completo", { exact: true }).fill("Rosa Delgado");
    await phone.getByRole("radio", { name: /^Escribir mi nombre en su lugar/ }).check();
    await phone.getByRole("button", { name: "Firmar", exact: true }).click();
    await expect(phone.getByTestId("signing-sent")).toContainText("Su firma se envió a Grace Harmon");
    await expect(phone.getByRole("status").filter({ hasText: "Firmado" })).toContainText("Rosa Delgado firmó este formulario el");
    await noSidewaysScroll(phone);

    // Opened again, the link shows the signature it recorded.
    await phone.reload();
    await expect(phone.getByRole("status").filter({ hasText: "Firmado" })).toBeVisible();
    await client.close();
  });

  await test.step("the signature landed on the same submission, and the status is signed", async () => {
    const records = await consentRecords(response!.id);
    expect(records).toEqual([expect.objectContaining({ kind: "aca_consent", locale: "es", signer_name: "Rosa Delgado" })]);
    const { rows: requested } = await db().query<{ signature_request_id: string | null }>(
      "select signature_request_id from consent_records where response_id = $1",
      [response!.id],
    );
    expect(requested[0]?.signature_request_id).toBeTruthy();

    await visit(page, `/submissions/${response!.id}`);
    await expect(page.getByTestId("submission-detail")).not.toContainText("not signed");
    await expect(page.getByTestId("signature-request")).toHaveCount(0);
    await expect(page.getByTestId("submission-detail")).toContainText("Rosa Delgado");
    await visit(page, "/submissions?signature=signed");
    await expect(rows(page)).toHaveCount(1);
    await visit(page, "/dashboard");
    await expect(page.getByTestId("dashboard-attention")).toHaveCount(0);
  });
});

test("an expired or replaced signing link says so, in the client's language", async ({ page }) => {
  await visit(page, `/sign/${"x".repeat(43)}?lng=es`);
  await expect(page.getByRole("heading", { level: 1, name: "Este enlace para firmar ya no funciona" })).toBeVisible();
  await visit(page, `/sign/${"x".repeat(43)}?lng=en`);
  await expect(page.getByRole("heading", { level: 1, name: "This link to sign no longer works" })).toBeVisible();
});

test("a Scope of Appointment only client who goes on without signing is told nothing was signed", async ({ page, playwright }) => {
  const link = await createOwnedLink(playwright.request, { surveyType: "scope_only" });
  await startSurvey(page, link.url);
  await onScreen(page, "scopeOfAppointment", "Scope of Appointment");
  await page.getByRole("button", { name: "Continue without signing" }).click();
  await onScreen(page, "confirmation", "Thank you");
  await expect(page.getByTestId("not-signed")).toContainText("You did not sign the Scope of Appointment form. Nothing was signed.");
});
