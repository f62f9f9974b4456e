import type { Page } from "@playwright/test";
import { createLink, openResponseAt, responsesOfLink, screenOf } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";

/**
 * Usable without a mouse and at 200% zoom (WCAG 2.2: reflow 1.4.10, target size 2.5.8, keyboard 2.1.1): clients
 * are often older people who enlarge the page or cannot use a pointer.
 */

/** Nothing scrolls sideways, and every button and text field is a large target. */
async function expectReflowAndLargeTargets(page: Page, where: string) {
  const layout = await page.evaluate(() => {
    const small = [
      ...document.querySelectorAll<HTMLElement>(
        "main button, main input:not([type=checkbox]):not([type=radio]), main select, main textarea",
      ),
    ]
      .filter((element) => element.offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${element.getAttribute("aria-label") ?? element.textContent?.trim() ?? ""}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
    const checked = document.querySelectorAll("main button, main input, main select, main textarea").length;
    return { overflow: document.documentElement.scrollWidth - window.innerWidth, small, checked };
  });
  expect(layout.checked, `controls found on ${where}`).toBeGreaterThan(0);
  expect(layout.overflow, `sideways scrolling on ${where}`).toBeLessThanOrEqual(0);
  expect(layout.small, `small targets on ${where}`).toEqual([]);
}

test.describe("at 200% zoom (a 1280×800 screen shows 640×400 CSS pixels)", () => {
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test("the medicare screens reflow and keep large targets", async ({ page, playwright }) => {
    test.setTimeout(90_000);
    const linkUrl = await createLink(playwright.request);
    await visit(page, `/${linkUrl}`);
    await expect(page.getByRole("button", { name: "Start", exact: true })).toBeVisible();
    await expectReflowAndLargeTargets(page, "surveyStart");

    for (const screen of [
      "name",
      "address",
      "dob",
      "currentHealthIns",
      "currentPrescriptions",
      "doTheseApply",
      "phoneNumber",
      "scopeOfAppointment",
    ]) {
      await openResponseAt(page, playwright.request, { linkUrl, screen, answers: { first_name: "Dorothy", last_name: "Miller" } });
      await expect.poll(() => screenOf(page)).toBe(screen);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectReflowAndLargeTargets(page, screen);
    }
  });
});

test("a survey can be answered with the keyboard alone", async ({ page, playwright }) => {
  const linkUrl = await createLink(playwright.request);
  await visit(page, `/${linkUrl}`);

  /** Presses Tab until `target` has the focus (as a keyboard user would), failing if it never gets it. */
  async function tabTo(target: ReturnType<Page["getByRole"]>) {
    for (let presses = 0; presses < 25; presses++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error("Tab never reached the control");
  }

  await tabTo(page.getByRole("button", { name: "Start", exact: true }));
  await page.keyboard.press("Enter");
  await expect.poll(() => screenOf(page)).toBe("email");
  // Start is a form: the first screen arrives as a new page, used once its script has taken over.
  await page.waitForURL(/surveyResponseId=/);
  await hydrated(page);

  await tabTo(page.getByLabel("Email address"));
  await page.keyboard.type("dorothy@example.com");
  await tabTo(page.getByRole("button", { name: "Next", exact: true }));
  await page.keyboard.press("Enter");
  await expect.poll(() => screenOf(page)).toBe("familiarWithMedicare");

  // A radio group: Tab into it, arrows choose.
  await tabTo(page.getByRole("radio", { name: "Very familiar" }));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Somewhat familiar" })).toBeChecked();
  await tabTo(page.getByRole("button", { name: "Next", exact: true }));
  await page.keyboard.press("Enter");
  await expect.poll(() => screenOf(page)).toBe("name");

  await tabTo(page.getByLabel("First name"));
  await page.keyboard.type("Dorothy");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Last name")).toBeFocused();
  await page.keyboard.type("Miller");
  // Enter in a text field moves on, as the Next button would.
  await page.keyboard.press("Enter");
  await expect.poll(() => screenOf(page)).toBe("hello");

  await expect
    .poll(async () => (await responsesOfLink(linkUrl))[0]?.data)
    .toMatchObject({ email: "dorothy@example.com", familiar_with_medicare: "somewhat", first_name: "Dorothy", last_name: "Miller" });
});
