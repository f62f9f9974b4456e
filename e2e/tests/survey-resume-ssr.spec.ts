import type { BrowserContext } from "@playwright/test";
import { createLink, screenOf } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";

/**
 * A returning client's screen comes from the server (decision 022): starting a survey sets the HttpOnly survey
 * session cookie on the survey's page, the page's HTML then holds the client's current screen with their answers
 * (before and without any script), and submitting clears the cookie, after which the server renders no survey.
 */

test.use({ viewport: { width: 390, height: 844 } });

const surveyCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => c.name === "planready_survey");

test("a reload mid-survey is painted from the server's HTML, and submitting clears the survey session cookie", async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const linkUrl = await createLink(playwright.request);
  await visit(page, `/${linkUrl}`);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await expect.poll(() => screenOf(page)).toBe("email");
  // Start is a form: the first screen arrives as a new page, used once its script has taken over.
  await page.waitForURL(/surveyResponseId=/);
  await hydrated(page);

  // The cookie: HttpOnly, SameSite=Lax, on the link's page and the response's page, not on the API.
  const responseId = new URL(page.url()).searchParams.get("surveyResponseId")!;
  const cookies = await surveyCookies(page.context());
  expect(cookies.map((c) => c.path).toSorted()).toEqual([`/${linkUrl}`, `/survey/${responseId}`].toSorted());
  for (const cookie of cookies) {
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.value.startsWith(`${responseId}.`)).toBe(true);
  }
  expect(await page.evaluate(() => document.cookie)).not.toContain("planready_survey=");

  await page.getByLabel("Email").fill("dorothy.resume@example.com");

  // The page's HTML, as the server sends it to this device (once the answer is saved): the screen and the answer,
  // before any script runs.
  const serverHtml = async () => (await page.request.get(page.url())).text();
  await expect.poll(serverHtml).toContain('value="dorothy.resume@example.com"');
  expect(await serverHtml()).toMatch(/<h1[^>]*>Your email<\/h1>/);

  // The same with JavaScript off: only the cookie opens it (this browser has nothing of the survey in its storage).
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  try {
    await noScript.addCookies(cookies);
    const bare = await noScript.newPage();
    await bare.goto(page.url());
    await expect(bare.getByRole("heading", { level: 1, name: "Your email" })).toBeVisible();
    await expect(bare.getByLabel("Email")).toHaveValue("dorothy.resume@example.com");
  } finally {
    await noScript.close();
  }

  // A reload keeps the screen and hydrates in place.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Your email" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("dorothy.resume@example.com");

  // Submitting (the page's own write, from the page): the answer clears the cookie on both paths.
  const token = await page.evaluate(() => sessionStorage.getItem("surveyToken"));
  expect(token).toBeTruthy();
  const status = await page.evaluate(
    async ({ id, bearer }) => {
      const response = await fetch(`/api/responses/${id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ submit: true, client_rev: Date.now() }),
      });
      return response.status;
    },
    { id: responseId, bearer: token },
  );
  expect(status).toBe(200);
  expect(await surveyCookies(page.context())).toEqual([]);

  // Without it, the server renders no survey: neither the answer nor the token is in the page's HTML.
  const after = await (await page.request.get(`/${linkUrl}?surveyResponseId=${responseId}&screen=confirmation`)).text();
  expect(after).not.toContain("dorothy.resume@example.com");
  expect(after).not.toContain(token!);
});
