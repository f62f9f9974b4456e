import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { canonicalConsentText, consentTextFor, currentConsentVersion } from "../../packages/contracts/src/surveys/consent-texts.ts";
import { expectNoViolations } from "../fixtures/axe.ts";
import { expect, test } from "../fixtures/test.ts";
import { consentRecords, openSurveyAt, storedContent } from "../fixtures/survey-at.ts";

/**
 * Scope of Appointment and ACA consent: the client reads the exact text version of their language, naming them
 * and their agent, chooses, and signs one way: drawing with the mouse, or their printed name typed (keyboard and
 * screen-reader users). The server keeps immutable evidence (text version and the hash of the words as read,
 * signer, date, IP, user agent) and the screen shows the form as signed from then on.
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

/** The hash of the words as the client read them: openSurveyAt's link names Avery Quinn of Lone Star Benefits. */
function expectedHash(kind: "soa" | "aca_consent", locale: "en" | "es", consumer: string) {
  const text = consentTextFor(kind, currentConsentVersion[kind], locale);
  if (!text) throw new Error(`no ${kind} ${locale}`);
  return sha256(canonicalConsentText(text, { consumer_name: consumer, agent_name: "Avery Quinn", agency_name: "Lone Star Benefits" }));
}

test.use({ viewport: { width: 390, height: 844 } });

test("Scope of Appointment: choose products, draw the signature, then it is signed for good", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "scope_only", screen: "scopeOfAppointment" });
  await expect(page.getByRole("heading", { name: "Scope of Sales Appointment Confirmation Form" })).toBeVisible();
  // The agent's details come from the link; the agent's own part of the form is not the client's to see.
  const agent = page.getByRole("region", { name: "Your agent" });
  await expect(agent).toContainText("Agent name:Avery Quinn");
  await expect(agent).toContainText("Agency:Lone Star Benefits");
  await expect(page.getByText("Agent's Signature")).toHaveCount(0);

  // One name, prefilled from the survey, and one way to sign: no second or third name field.
  await expect(page.getByRole("textbox")).toHaveCount(1);
  await expect(page.getByLabel("Your full name", { exact: true })).toHaveValue("Dorothy Miller");
  await expect(page.getByRole("radio", { name: /^Draw my signature/ })).toBeChecked();

  // Nothing chosen or drawn: Sign lists what is missing.
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  const problems = page.getByRole("alert").filter({ hasText: "Before signing, please:" });
  await expect(problems).toContainText("Choose at least one product to discuss.");
  await expect(problems).toContainText("Draw your signature in the box, or choose “Type my name instead”.");

  await page.getByRole("checkbox", { name: "Stand-alone Medicare Prescription Drug Plans (Part D)" }).check();
  await page.getByRole("checkbox", { name: "Medicare Supplement (Medigap) Products" }).check();
  await page.getByRole("checkbox", { name: "Hospital Indemnity Products" }).check();
  await page.getByRole("checkbox", { name: "Hospital Indemnity Products" }).uncheck();
  await drawSignature(page);
  await expect(page.getByText("Signature drawn.")).toBeVisible();
  await page.getByRole("button", { name: "Sign", exact: true }).click();

  await expect(page.getByRole("status").filter({ hasText: "Signed" })).toContainText("Dorothy Miller signed this form on");
  await expect(page.getByRole("checkbox")).toHaveCount(0);

  await expect.poll(async () => (await consentRecords(survey.responseId)).length).toBe(1);
  const [record] = await consentRecords(survey.responseId);
  expect(record).toMatchObject({
    kind: "soa",
    text_version: currentConsentVersion.soa,
    text_hash: expectedHash("soa", "en", "Dorothy Miller"),
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

test("ACA consent in Spanish, signed by an authorized representative, names the person signed for", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "aca_consent_only", screen: "acaConsent", locale: "es" });
  await expect(page.getByRole("heading", { name: "Consentimiento para recibir ayuda de un agente o corredor del Mercado" })).toBeVisible();
  // The client and the agent and agency of the link are named in the text.
  await expect(page.getByText(/^Yo, Dorothy Miller, autorizo a Avery Quinn de Lone Star Benefits \(mi agente\)/)).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole("radio", { name: "Soy su representante autorizado" }).check();
  await expect(page.getByLabel("Nombre completo de la persona por quien firma")).toHaveValue("Dorothy Miller");
  await page.getByLabel("Su parentesco o relación con esa persona").fill("Hija");
  await page.getByLabel("Su nombre completo", { exact: true }).fill("Ana Miller");
  // The person signed for stays the one the consent names.
  await expect(page.getByText(/^Yo, Dorothy Miller, autorizo/)).toBeVisible();
  // Reopened before signing: who signs and the names are still there; the signature is given anew.
  await page.reload();
  await expect(page.getByRole("radio", { name: "Soy su representante autorizado" })).toBeChecked();
  await expect(page.getByLabel("Su parentesco o relación con esa persona")).toHaveValue("Hija");
  await expect(page.getByLabel("Su nombre completo", { exact: true })).toHaveValue("Ana Miller");
  await drawSignature(page, "Su firma");
  await page.getByRole("button", { name: "Firmar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Firmado" })).toContainText("Ana Miller firmó este formulario el");
  await expect(page.getByText("Ana Miller, Hija de Dorothy Miller")).toBeVisible();

  await expect.poll(async () => (await consentRecords(survey.responseId)).length).toBe(1);
  const [record] = await consentRecords(survey.responseId);
  expect(record).toMatchObject({
    kind: "aca_consent",
    text_version: currentConsentVersion.aca_consent,
    text_hash: expectedHash("aca_consent", "es", "Dorothy Miller"),
    locale: "es",
    signer_role: "representative",
    signer_name: "Ana Miller",
    typed_name: "Ana Miller",
    products: [],
  });
  await expectNoViolations(page);
});

test("with the keyboard alone: the name typed is the signature, and the sentence names whoever types it", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, {
    surveyType: "aca_consent_only",
    screen: "acaConsent",
    answers: { first_name: null, last_name: null },
  });
  // No name answered yet: the sentence says what goes there rather than showing a blank line.
  await expect(page.getByText(/^I, your name, give my permission to Avery Quinn of Lone Star Benefits/)).toBeVisible();
  await expect(page.getByText(/_{2,}/)).toHaveCount(0);

  const name = page.getByLabel("Your full name", { exact: true });
  await name.focus();
  await page.keyboard.type("Lucia Ortega");
  await expect(page.getByText(/^I, Lucia Ortega, give my permission to /)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: /^Draw my signature/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /^Type my name instead/ })).toBeChecked();
  // The drawing box is gone; the name shows as the signature it becomes.
  await expect(page.getByRole("img", { name: "Your signature" })).toHaveCount(0);
  await expect(page.getByText("Selecting Sign makes your typed name your signature")).toBeVisible();
  // Both ways are large targets.
  for (const choice of [/^Draw my signature/, /^Type my name instead/]) {
    const box = await page
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: choice }) })
      .boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoViolations(page);
  await name.press("Enter");

  await expect(page.getByRole("status").filter({ hasText: "Signed" })).toContainText("Lucia Ortega signed this form on");
  await expect(page.getByText("Signed by typing their name.")).toBeVisible();
  await expect.poll(async () => (await consentRecords(survey.responseId)).length).toBe(1);
  const [record] = await consentRecords(survey.responseId);
  expect(record).toMatchObject({
    kind: "aca_consent",
    text_hash: expectedHash("aca_consent", "en", "Lucia Ortega"),
    signer_name: "Lucia Ortega",
    typed_name: "Lucia Ortega",
    signature_svg: null,
  });
  await expectNoViolations(page);
});

test("Enter in the name signs instead of leaving the screen, and going on unsigned is allowed", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "medicare", screen: "scopeOfAppointment" });
  await page.getByLabel("Your full name", { exact: true }).press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Before signing, please:" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Scope of Appointment" })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Continue without signing" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  expect(await consentRecords(survey.responseId)).toEqual([]);
});
