import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { pdfText } from "../../apps/api/test/helpers/pdf-text.ts";
import { expectNoViolations } from "../fixtures/axe.ts";
import { db } from "../fixtures/db.ts";
import { createOwnedLink, signInAsOwner } from "../fixtures/link-owner.ts";
import { next, signConsent, startSurvey } from "../fixtures/survey-flow.ts";
import { responsesOfLink } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";

/**
 * The agent's part of the Scope of Appointment: the agent saves their signing details at Document Signing (checked
 * field by field, in Spanish, at phone width), a client signs a Scope of Appointment, the agent signs its agent
 * section from the submission, and the PDF downloaded then shows both parts and the signing certificate.
 */

/** Draws a wave across the signature box with the mouse. */
async function drawSignature(page: Page, name: string) {
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

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("the agent saves their signing details, a client signs an SOA, the agent signs its agent section; the PDF shows both and the certificate", async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(240_000);
  const link = await createOwnedLink(playwright.request, { surveyType: "scope_only" });
  await signInAsOwner(playwright.request, page.context(), link);

  await test.step("Document Signing checks each field, in Spanish, at phone width", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/settings/agent-signing?lng=es");
    await expect(page.getByRole("heading", { level: 1, name: "Firma de documentos" })).toBeVisible();
    await expect(page.getByTestId("agent-signing-current")).toHaveText("Todavía no ha guardado sus datos de firma.");
    await page.getByLabel("NPN (número nacional de productor)").fill("0123");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByText("Corrija los campos marcados abajo.")).toBeFocused();
    await expect(page.getByText("Escriba su NPN: solo dígitos, hasta 10, sin empezar por 0.")).toBeVisible();
    await expect(page.getByLabel("NPN (número nacional de productor)")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Escriba un número de teléfono de EE. UU. de 10 dígitos.")).toBeVisible();
    await expect(page.getByText("Elija al menos un tipo de plan.")).toBeVisible();
    await expect(page.getByText("Dibuje su firma en el recuadro o elija «Escribir mi nombre».")).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoViolations(page);
  });

  await test.step("the agent saves their details and a drawn signature, in English", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, "/settings/agent-signing?lng=en");
    await page.getByLabel("Name", { exact: true }).fill("Grace Harmon");
    await page.getByLabel("NPN (National Producer Number)").fill("17654321");
    await page.getByLabel("Phone", { exact: true }).fill("(813) 555-0142");
    await page.getByLabel("Agency (optional)").fill("Harmon Benefits");
    await page.getByRole("checkbox", { name: "Stand-alone Medicare Prescription Drug Plans (Part D)" }).check();
    await page.getByRole("checkbox", { name: "Medicare Supplement (Medigap) Products" }).check();
    await drawSignature(page, "Signature");
    await expect(page.getByText("Signature drawn.")).toBeVisible();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved as version 1.")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("agent-signing-current")).toContainText("Saved: version 1,");
    await expect(page.getByRole("img", { name: "Your saved signature" })).toBeVisible();
    const { rows } = await db().query<{ npn: string; version: number; signature_svg: string | null }>(
      "select npn, version, signature_svg from agent_signing_versions where user_id = $1",
      [link.ownerId],
    );
    expect(rows).toEqual([expect.objectContaining({ npn: "17654321", version: 1, signature_svg: expect.stringMatching(/^M/) })]);
  });

  let responseId = "";
  await test.step("a client signs the Scope of Appointment, after reading the electronic-signature disclosure", async () => {
    const client = await browser.newContext();
    const phone = await client.newPage();
    const survey = await startSurvey(phone, link.url);
    responseId = survey.responseId;
    await expect(phone.getByTestId("esign-disclosure")).toContainText("By signing on this screen you agree to use an electronic signature");
    await signConsent(phone, { name: "Harold Jenkins", typeName: true, products: ["Medicare Supplement (Medigap) Products"] });
    await next(phone).click();
    await expect.poll(async () => (await responsesOfLink(link.url))[0]?.status).toBe("submitted");
    await client.close();
  });

  await test.step("the agent signs the agent section from the submission, beside the client's", async () => {
    await visit(page, `/submissions/${responseId}`);
    const part = page.getByTestId("agent-soa-part");
    await expect(part).toContainText("The agent has not signed their part yet.");
    await page.getByRole("button", { name: "Sign the agent's part" }).click();
    await expect(part.getByRole("status")).toContainText("You signed the agent's part.");
    await expect(part).toContainText("17654321");
    await expect(part).toContainText("Signed by the agent from the submission");
    await expect(part.getByTestId("agent-signature")).toBeVisible();
    await expect(page.getByTestId("consent-evidence")).toContainText("esign-2026-11");
    await expect(page.getByRole("button", { name: "Sign the agent's part" })).toHaveCount(0);
    // Both parts fit a phone, one under the other.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(part).toBeVisible();
    await noSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("the PDF shows the client's and the agent's parts and ends with the signing certificate", async () => {
    const download = page.waitForEvent("download", { timeout: 90_000 });
    await page.getByRole("button", { name: "Download PDF" }).click();
    const text = pdfText(await readFile(await (await download).path())).replace(/\s+/g, " ");
    for (const words of [
      "Scope of Sales Appointment Confirmation Form",
      "Harold Jenkins",
      "Agent's part",
      "Grace Harmon",
      "17654321",
      "Signed by the agent from the submission",
      "Signing certificate",
      "Client: Scope of Appointment",
      "Agent: Scope of Appointment",
      "Grace Harmon (NPN 17654321)",
      "Consent text hash (SHA-256)",
      "Electronic-signature disclosure the client saw (esign-2026-11)",
      "By signing on this screen you agree to use an electronic signature",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("The agent has not signed");
    // Times named in the agency's zone.
    expect(text).toMatch(/E[SD]T/);
  });
});
