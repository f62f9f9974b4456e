import type { Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { createLink, responsesOfLink, screenOf } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";

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

const siguiente = (page: Page) => page.getByRole("button", { name: "Siguiente", exact: true });

test("a medicare survey fully in Spanish", async ({ page, playwright }) => {
  test.setTimeout(180_000);
  const linkUrl = await createLink(playwright.request, { agencyName: "Agencia Sol" });
  await visit(page, `/${linkUrl}`);
  await expect(page.getByRole("heading", { level: 1, name: "Hello! Grace Harmon has a few questions for you" })).toBeVisible();
  await page.getByRole("button", { name: "Español" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "¡Hola! Grace Harmon tiene unas preguntas para usted" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("No afiliado con el gobierno de los EE. UU.")).toBeVisible();
  await expect(page.getByText("Con la tecnología de PlanReady")).toBeVisible();
  await expectNoEnglish(page, "surveyStart");
  await page.getByRole("button", { name: "Comenzar" }).click();

  await expect.poll(async () => (await responsesOfLink(linkUrl))[0]?.locale).toBe("es");

  const steps: Record<string, (page: Page) => Promise<void>> = {
    email: async (p) => p.getByLabel("Correo electrónico").fill("ana@ejemplo.com"),
    familiarWithMedicare: async (p) => p.getByLabel("Algo familiarizado").check(),
    name: async (p) => {
      await siguiente(p).click();
      await expect(p.getByText("Escriba su nombre.")).toBeVisible();
      await expectNoEnglish(p, "name with errors");
      await p.getByLabel("Nombre", { exact: true }).fill("Ana");
      await p.getByLabel("Apellido").fill("López");
    },
    currentHealthIns: async (p) => p.getByLabel("Medicare Advantage (Parte C)").check(),
    address: async (p) => {
      await p.getByLabel("Dirección").fill("12 Palm St");
      await p.getByLabel("Ciudad").fill("Miami");
      await p.getByLabel("Estado").selectOption("FL");
      await p.getByLabel("Código postal").fill("33101");
    },
    dob: async (p) => {
      await p.getByLabel("Fecha de nacimiento").pressSequentially("04151958");
      await p.getByLabel("Femenino").check();
    },
    medicarePayment: async (p) => p.getByLabel("Una factura por correo").check(),
    doTheseApply: async (p) => p.getByLabel("Tengo Medicaid").check(),
    phoneNumber: async (p) => {
      await p.getByLabel("Número de teléfono").fill("3055550123");
      await p.getByLabel("Celular").check();
    },
    anythingElse: async (p) => p.getByLabel("¿Algo más para Grace Harmon?").fill("Prefiero por la tarde."),
  };
  const theirs = ["preferredPharmacy", "currentPrescriptions", "preferredHospitals", "preferredDoctors", "scopeOfAppointment"];

  for (let i = 0; i < 30; i++) {
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const screen = screenOf(page) ?? "";
    if (screen === "confirmation") break;
    if (!theirs.includes(screen)) {
      await expectNoEnglish(page, screen);
      await steps[screen]?.(page);
      await expectNoEnglish(page, `${screen} answered`);
    }
    if (screen === "wrapThis") {
      await expect(page.locator("dl")).toContainText("Ana López");
      await expect(page.locator("dl")).toContainText("Medicare Advantage (Parte C)");
      await page.getByRole("button", { name: "Enviar mis respuestas" }).click();
    } else if (screen === "scopeOfAppointment") {
      await page.getByRole("button", { name: "Continuar sin firmar" }).click();
    } else {
      await siguiente(page).click();
    }
    await expect.poll(() => screenOf(page)).not.toBe(screen);
  }

  await expect(page.getByRole("heading", { level: 1, name: "¡Gracias, Ana!" })).toBeVisible();
  await expect(page.getByText("Sus respuestas se enviaron a Grace Harmon.")).toBeVisible();
  await expectNoEnglish(page, "confirmation");
  await expectNoViolations(page, "confirmation in Spanish");
  const [stored] = await responsesOfLink(linkUrl);
  expect(stored).toMatchObject({ status: "submitted", locale: "es" });
  expect(stored?.data).toMatchObject({ first_name: "Ana", last_name: "López", dob: "04/15/1958", phone: "(305) 555-0123" });
});
