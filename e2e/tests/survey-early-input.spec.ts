import type { Page } from "@playwright/test";
import { createLink, responsesOfLink, screenOf } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { holdScripts, hydrated, visit } from "../fixtures/ui.ts";

/**
 * A server-rendered survey screen is used before its script has taken over (decision 022, addendum): on a slow
 * phone the client reads the screen, answers and taps Next while the page's JavaScript is still on its way. The
 * answer and the tap are held and done once the screen has hydrated: the answer is saved, the screen moves.
 */

// The service worker serves the app's files it kept (public/sw.js), which the held routes below would not see.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test("an answer typed and Next tapped before the screen's script ran are saved, and the screen moves", async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const linkUrl = await createLink(playwright.request);
  await visit(page, `/${linkUrl}`);

  // The first screen arrives as the Start form's answer; its scripts are held back, as a slow connection would.
  let release = await holdScripts(page);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await page.waitForURL(/surveyResponseId=/, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1, name: "Your email" })).toBeVisible();
  expect(await isHydrated(page)).toBe(false);

  await page.getByLabel("Email").fill("early.tapper@example.com");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  // Held: the browser did not send the form (the page and its address stay), and Next shows it is under way.
  await expect(page.locator("form[aria-busy=true]")).toHaveCount(1);
  expect(screenOf(page)).toBe("email");
  expect(await isHydrated(page)).toBe(false);

  release();
  await expect.poll(() => screenOf(page)).toBe("familiarWithMedicare");
  await expect(page.getByRole("heading", { level: 1, name: "Medicare and you" })).toBeVisible();
  await expect
    .poll(async () => (await responsesOfLink(linkUrl))[0]?.data.email ?? null, { timeout: 15_000 })
    .toBe("early.tapper@example.com");

  // A reload of this screen, held again: a choice and Next before the script, on a screen of choice cards.
  await page.unrouteAll({ behavior: "wait" });
  release = await holdScripts(page);
  await page.reload({ waitUntil: "commit" });
  await expect(page.getByRole("radio", { name: "Somewhat familiar" })).toBeVisible();
  expect(await isHydrated(page)).toBe(false);
  await page.getByText("Somewhat familiar", { exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  expect(screenOf(page)).toBe("familiarWithMedicare");

  release();
  await expect.poll(() => screenOf(page)).toBe("name");
  await hydrated(page);
  const [stored] = await responsesOfLink(linkUrl);
  await expect
    .poll(async () => (await responsesOfLink(linkUrl))[0]?.data.familiar_with_medicare ?? null, { timeout: 15_000 })
    .toBe("somewhat");
  expect(stored?.data.email).toBe("early.tapper@example.com");
  await expect.poll(async () => (await responsesOfLink(linkUrl))[0]?.current_question).toBe("name");
});
