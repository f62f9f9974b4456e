import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { canonicalConsentText, consentTextFor } from "../../packages/contracts/src/surveys/consent-texts.ts";
import { expectNoViolations } from "../fixtures/axe.ts";
import { expect, test } from "../fixtures/test.ts";
import { consentRecords, openSurveyAt, storedContent } from "../fixtures/survey-at.ts";

/**
 * Scope of Appointment and ACA consent: the client reads the exact text version of their language, chooses,
 * draws a signature with the mouse and types their name; the server keeps immutable evidence (text version and
 * hash, signer, date, IP, user agent) and the screen shows the form as signed from then on.
 */

/** Draws a wave across the signature box with the mouse. */
async function drawSignature(page: Page, name = "Your signature") {
  const pad = page.getByRole("img", { name });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error("the signature box is not visible");
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 30; i++)
    await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 30), box.y + box.height * (0.6 - 0.3 * Math.sin(i / 3)));
  await page.mouse.up();
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

function expectedHash(kind: "soa" | "aca_consent", version: string, locale: "en" | "es") {
  const text = consentTextFor(kind, version, locale);
  if (!text) throw new Error(`no ${kind} ${version} ${locale}`);
  return sha256(canonicalConsentText(text));
}

test.use({ viewport: { width: 390, height: 844 } });

test("Scope of Appointment: choose products, draw and type the signature, then it is signed for good", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "scope_only", screen: "scopeOfAppointment" });
  await expect(page.getByRole("heading", { name: "Scope of Sales Appointment Confirmation Form" })).toBeVisible();

  // Nothing chosen or signed: Sign lists what is missing.
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  const problems = page.getByRole("alert").filter({ hasText: "Before signing, please:" });
  await expect(problems).toContainText("Choose at least one product to discuss.");
  // The typed full name is the signature; drawing is optional (people who cannot draw can still sign).
  await expect(problems).not.toContainText("Draw your signature in the box.");
  await expect(problems).toContainText("Type your full name to sign.");

  await page.getByRole("checkbox", { name: "Stand-alone Medicare Prescription Drug Plans (Part D)" }).check();
  await page.getByRole("checkbox", { name: "Medicare Supplement (Medigap) Products" }).check();
  await page.getByRole("checkbox", { name: "Hospital Indemnity Products" }).check();
  await page.getByRole("checkbox", { name: "Hospital Indemnity Products" }).uncheck();
  await expect(page.getByLabel("Your full name", { exact: true })).toHaveValue("Dorothy Miller");
  await drawSignature(page);
  await expect(page.getByText("Signature drawn.")).toBeVisible();
  await page.getByLabel("Type your full name to sign").fill("Dorothy Miller");
  await page.getByRole("button", { name: "Sign", exact: true }).click();

  await expect(page.getByRole("status").filter({ hasText: "Signed" })).toContainText("Dorothy Miller signed this form on");
  await expect(page.getByRole("checkbox")).toHaveCount(0);

  await expect.poll(async () => (await consentRecords(survey.responseId)).length).toBe(1);
  const [record] = await consentRecords(survey.responseId);
  expect(record).toMatchObject({
    kind: "soa",
    text_version: "soa-2025-01",
    text_hash: expectedHash("soa", "soa-2025-01", "en"),
    locale: "en",
    signer_role: "beneficiary",
    signer_name: "Dorothy Miller",
    typed_name: "Dorothy Miller",
    products: ["part_d", "medicare_supplement"],
  });
  expect(record?.signature_svg).toMatch(/^M\d+ \d+l/);
  expect(record?.ip).toBeTruthy();
  expect(record?.user_agent).toContain("Chrome");
  expect(record?.signed_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  // The ticks were saved as the client made them, as well as inside the signature.
  expect(
    ((await storedContent(playwright.request, survey)).scope_of_appointment_selections as { product: string }[])
      .map((s) => s.product)
      .toSorted(),
  ).toEqual(["medicare_supplement", "part_d"]);

  // Reopened, the form is still signed (from the server's record), with the drawn signature shown.
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Signed" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Signature of Dorothy Miller" })).toBeVisible();
  await expectNoViolations(page);
});

test("ACA consent in Spanish, signed by an authorized representative", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "aca_consent_only", screen: "acaConsent", locale: "es" });
  await expect(page.getByRole("heading", { name: "Consentimiento para recibir ayuda de un agente o corredor del Mercado" })).toBeVisible();
  // The agent and agency of the link are named in the text.
  await expect(page.getByText(/Avery Quinn de Lone Star Benefits/).first()).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole("radio", { name: "Soy su representante autorizado" }).check();
  await expect(page.getByLabel("Nombre completo de la persona por quien firma")).toHaveValue("Dorothy Miller");
  await page.getByLabel("Su parentesco o relación con esa persona").fill("Hija");
  await page.getByLabel("Su nombre completo", { exact: true }).fill("Ana Miller");
  await page.getByLabel("Escriba su nombre completo para firmar").fill("Ana Miller");
  // Reopened before signing: who signs and the names are still there; the signature is given anew.
  await page.reload();
  await expect(page.getByRole("radio", { name: "Soy su representante autorizado" })).toBeChecked();
  await expect(page.getByLabel("Su parentesco o relación con esa persona")).toHaveValue("Hija");
  await expect(page.getByLabel("Su nombre completo", { exact: true })).toHaveValue("Ana Miller");
  await expect(page.getByLabel("Escriba su nombre completo para firmar")).toHaveValue("");
  await drawSignature(page, "Su firma");
  await page.getByLabel("Escriba su nombre completo para firmar").fill("Ana Miller");
  await page.getByRole("button", { name: "Firmar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Firmado" })).toContainText("Ana Miller firmó este formulario el");
  await expect(page.getByText("Ana Miller, Hija de Dorothy Miller")).toBeVisible();

  await expect.poll(async () => (await consentRecords(survey.responseId)).length).toBe(1);
  const [record] = await consentRecords(survey.responseId);
  expect(record).toMatchObject({
    kind: "aca_consent",
    text_version: "aca-2025-01",
    text_hash: expectedHash("aca_consent", "aca-2025-01", "es"),
    locale: "es",
    signer_role: "representative",
    signer_name: "Ana Miller",
    products: [],
  });
  await expectNoViolations(page);
});

test("Enter in the typed name signs instead of leaving the screen, and going on unsigned is allowed", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "medicare", screen: "scopeOfAppointment" });
  await page.getByLabel("Type your full name to sign").fill("Dorothy Miller");
  await page.getByLabel("Type your full name to sign").press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Before signing, please:" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Scope of Appointment" })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Continue without signing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  expect(await consentRecords(survey.responseId)).toEqual([]);
});
