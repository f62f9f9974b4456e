import type { Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { createLink, responsesOfLink } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { answerSpanishMedicare } from "../fixtures/spanish-medicare.ts";
import { hydrated, visit } from "../fixtures/ui.ts";

/**
 * A medicare survey fully in Spanish: the toggle switches the page in place, and no English is left on any screen
 * (the language names of the toggle, marked lang="en", aside).
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Words that only English uses: one of them on a Spanish page means a string was not translated. */
const ENGLISH =
  /\b(the|your|you|and|with|what|when|how|next|back|saved|saving|please|enter|choose|this|are|for|of|to|is|in|on|or|step|loading|start|thank)\b/i;

async function expectNoEnglish(page: Page, where: string) {
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const element of clone.querySelectorAll('[lang="en"], script, style')) element.remove();
    const attributes = [...document.querySelectorAll("[aria-label], [placeholder], [alt], [aria-valuetext]")]
      .filter((element) => !element.closest('[lang="en"]'))
      .flatMap((element) => ["aria-label", "placeholder", "alt", "aria-valuetext"].map((name) => element.getAttribute(name) ?? ""));
    return [clone.innerText, clone.textContent ?? "", ...attributes, document.title].join("\n");
  });
  const found = text.split("\n").filter((line) => ENGLISH.test(line));
  expect(found, `English on the ${where} screen`).toEqual([]);
}

test("a medicare survey fully in Spanish", async ({ page, playwright }) => {
  test.setTimeout(180_000);
  const linkUrl = await createLink(playwright.request, { agencyName: "Agencia Sol" });
  await visit(page, `/${linkUrl}`);
  await expect(page.getByRole("heading", { level: 1, name: "Hello! Grace Harmon has a few questions for you" })).toBeVisible();
  // The start page loads no script: its language choice is a link to the page in Spanish.
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "¡Hola! Grace Harmon tiene unas preguntas para usted" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("link", { name: "Español" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText("No afiliado con el gobierno de los EE. UU.")).toBeVisible();
  await expect(page.getByText("Con la tecnología de PlanReady")).toBeVisible();
  await expectNoEnglish(page, "surveyStart");
  await page.getByRole("button", { name: "Comenzar" }).click();
  await page.waitForURL(/surveyResponseId=/);
  await hydrated(page);

  await expect.poll(async () => (await responsesOfLink(linkUrl))[0]?.locale).toBe("es");

  await answerSpanishMedicare(page, {
    atScope: async (p) => p.getByRole("button", { name: "Continuar sin firmar" }).click(),
    eachScreen: expectNoEnglish,
  });

  await expect(page.getByRole("heading", { level: 1, name: "¡Gracias, Ana!" })).toBeVisible();
  await expect(page.getByText("Sus respuestas se enviaron a Grace Harmon.")).toBeVisible();
  await expectNoEnglish(page, "confirmation");
  await expectNoViolations(page, "confirmation in Spanish");
  const [stored] = await responsesOfLink(linkUrl);
  expect(stored).toMatchObject({ status: "submitted", locale: "es" });
  expect(stored?.data).toMatchObject({ first_name: "Ana", last_name: "López", dob: "04/15/1958", phone: "(305) 555-0123" });
});
