import { readFile } from "node:fs/promises";
import { pdfText } from "../../apps/api/test/helpers/pdf-text.ts";
import { createOwnedLink, signInAsOwner } from "../fixtures/link-owner.ts";
import { answerSpanishMedicare, siguiente } from "../fixtures/spanish-medicare.ts";
import { responsesOfLink } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";

/**
 * The signed form is the document the agent needs: a client answers a medicare survey in Spanish on a phone and signs
 * the Scope of Appointment after submitting; the PDF the agent downloads afterwards holds the signed form, labels in
 * words, times in the agency's zone, and is named after the client.
 */
test("a Spanish client signs on a phone; the agent's PDF downloaded afterwards holds the signed Scope of Appointment", async ({
  browser,
  page,
  playwright,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const link = await createOwnedLink(playwright.request, { agencyName: "Agencia Sol" });
  await visit(page, `/${link.url}?lng=es`);
  await page.getByRole("button", { name: "Comenzar" }).click();
  // Start is a form: the first screen arrives as a new page, used once its script has taken over.
  await page.waitForURL(/surveyResponseId=/);
  await hydrated(page);
  await answerSpanishMedicare(page, {
    atScope: async (p) => {
      await p.getByRole("checkbox", { name: /Planes Medicare Advantage/ }).check();
      await expect(p.getByLabel("Su nombre completo", { exact: true })).toHaveValue("Ana López");
      await p.getByRole("radio", { name: /^Escribir mi nombre en su lugar/ }).check();
      await p.getByRole("button", { name: "Firmar", exact: true }).click();
      await expect(p.getByText(/Ana López firmó este formulario el/)).toBeVisible();
      await siguiente(p).click();
    },
  });
  await expect(page.getByRole("heading", { level: 1, name: "¡Gracias, Ana!" })).toBeVisible();
  // The confirmation shows as the submit is queued; the server has it a moment later.
  await expect.poll(async () => (await responsesOfLink(link.url))[0]?.status).toBe("submitted");
  const [stored] = await responsesOfLink(link.url);
  expect(stored).toMatchObject({ status: "submitted", locale: "es" });

  const agent = await browser.newContext();
  try {
    await signInAsOwner(playwright.request, agent, link);
    const desk = await agent.newPage();
    await visit(desk, `/submissions/${stored!.id}`);
    const download = desk.waitForEvent("download", { timeout: 90_000 });
    await desk.getByRole("button", { name: "Download PDF" }).click();
    const file = await download;
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    expect(file.suggestedFilename()).toBe(`López, Ana – Medicare – ${day}.pdf`);
    const text = pdfText(await readFile(await file.path()));
    // The signed form, in the words the client read, with who signed it.
    expect(text).toMatch(/soa-[\w-]+ \(es\)/);
    expect(text).toContain("Signed by");
    expect(text).toContain("Ana López");
    // Labels and choices in words, times in the agency's zone, the survey's language.
    for (const words of ["Date of birth", "04/15/1958", "Medicare Advantage", "Times are in Eastern Time (America/New_York)."]) {
      expect(text).toContain(words);
    }
    for (const raw of ["Address one", "Ss deduction", "current_health_ins", "UTC"]) expect(text).not.toContain(raw);
  } finally {
    await agent.close();
  }
});
