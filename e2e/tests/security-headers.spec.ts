import type { APIResponse, Page } from "@playwright/test";
import { CARDS, fillCard, uniqueLinkUrl } from "../fixtures/billing.ts";
import { answerEmail, expectSaved, next, onScreen, startSurvey } from "../fixtures/survey-flow.ts";
import { createLink, screenOf } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";

/**
 * The Content-Security-Policy (docs/decisions/019-headers-and-content-security.md) holds in a real browser: the
 * survey, the dashboard and the sandbox checkout run with no script, style, image or connection refused, and every
 * page is sent with no-store and a fresh nonce that each of its inline scripts carries.
 */

/** Collects every CSP refusal the page meets: the `securitypolicyviolation` events and the console's "Refused to …". */
async function watchCsp(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text)) seen.push(text);
  });
  // Every page of the visit reports here, across navigations and reloads.
  await page.exposeFunction("reportCspViolation", (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
    document.addEventListener("securitypolicyviolation", (event) =>
      report(`${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  return () => seen;
}

/** The nonce of a page's CSP header, and every <script> start tag of its HTML. */
function noncesOf(csp: string | undefined, html: string): { header: string | undefined; scripts: string[] } {
  const header = csp?.match(/script-src[^;]*'nonce-([^']+)'/)?.[1];
  return { header, scripts: html.match(/<script\b[^>]*>/g) ?? [] };
}

test.describe("security headers in the browser", () => {
  test("the survey runs under the CSP, and its page is no-store with every inline script nonced", async ({ page, request, playwright }) => {
    const linkUrl = await createLink(playwright.request, { firstName: "Grace", lastName: "Harmon" });

    // The server's HTML: no-store, a nonce of its own, carried by every executable inline script. The start page
    // loads no script file (it is plain HTML) and its one inline script carries the nonce; the running survey's page
    // (below) carries the app's scripts.
    const nonced = async (answer: APIResponse) => {
      expect(answer.status()).toBe(200);
      expect(answer.headers()["cache-control"]).toBe("no-store");
      const html = await answer.text();
      const { header, scripts } = noncesOf(answer.headers()["content-security-policy"], html);
      expect(header).toBeTruthy();
      expect(answer.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
      expect(scripts.length).toBeGreaterThan(0);
      // With 'strict-dynamic' every script element of the HTML needs the nonce, files included (data blocks excepted),
      // and so do the module preloads.
      for (const tag of scripts) {
        if (/type="application\/json"/.test(tag)) continue;
        expect(tag, "a script without this page's nonce").toContain(`nonce="${header}"`);
      }
      for (const tag of html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${header}"`);
      return { html, header, scripts };
    };
    const first = await request.get(`/${linkUrl}`);
    const start = await nonced(first);
    expect(start.html).not.toMatch(/\/assets\/[^"']+\.js/);
    const second = await request.get(`/${linkUrl}`);
    expect(noncesOf(second.headers()["content-security-policy"], "").header).not.toBe(start.header);

    const violations = await watchCsp(page);
    await startSurvey(page, linkUrl);
    await onScreen(page, "email", "Your email");
    const running = await nonced(await page.request.get(page.url()));
    expect(running.scripts.length).toBeGreaterThan(1);
    // A built file keeps its year of caching.
    const asset = running.html.match(/\/assets\/[^"']+\.js/)?.[0];
    expect(asset).toBeTruthy();
    expect((await request.get(asset!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // …and is sent as the build precompressed it, Brotli to a browser that accepts it, gzip to one that does not.
    const framework = running.html.match(/\/assets\/framework-[^"']+\.js/)?.[0];
    expect(framework).toBeTruthy();
    for (const encoding of ["br", "gzip"]) {
      const sent = await request.get(framework!, { headers: { "accept-encoding": encoding } });
      expect(sent.headers()["content-encoding"]).toBe(encoding);
      expect(sent.headers()["vary"]).toMatch(/accept-encoding/i);
      expect((await sent.body()).toString("utf8")).toContain("import");
    }
    await answerEmail(page, "rosa@example.com");
    await next(page).click();
    await expect.poll(() => screenOf(page)).not.toBe("email");
    await expectSaved(page);
    const screen = screenOf(page);
    // Reloaded mid-survey: the server renders the running survey's page again, under a new nonce.
    await page.reload();
    await hydrated(page);
    expect(screenOf(page)).toBe(screen);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations()).toEqual([]);
  });

  test("the dashboard runs under the CSP and its page is no-store", async ({ page, onboardedUser }) => {
    expect(onboardedUser.email).toBeTruthy();
    const violations = await watchCsp(page);
    const response = await page.goto("/dashboard");
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The bell's drawer opens (its polling and the side menu's counts run meanwhile).
    await page.getByTestId("notification-bell").click();
    await expect(page.getByRole("dialog", { name: "Your notifications" })).toBeVisible();
    expect(violations()).toEqual([]);
  });

  test("the sandbox checkout runs under the CSP through to a live link", async ({ page, onboardedUser }) => {
    expect(onboardedUser.email).toBeTruthy();
    const violations = await watchCsp(page);
    await visit(page, "/marketplace/buy?surveyType=medicare");
    await page
      .getByRole("radiogroup", { name: "2. How you pay" })
      .getByRole("radio", { name: /^Annual \$/ })
      .check({ force: true });
    const url = uniqueLinkUrl("csp");
    await page.getByLabel("Link address").fill(url);
    await expect(page.getByTestId("url-status")).toContainText(`/${url} is free.`);
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page).toHaveURL(/\/sandbox\/checkout\/[^/]+$/);
    await hydrated(page);
    await fillCard(page, CARDS.success);
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your survey link is live" })).toBeVisible();
    expect(violations()).toEqual([]);
  });
});
