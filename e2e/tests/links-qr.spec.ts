import { readFile } from "node:fs/promises";
import jsQRModule from "jsqr";
import { PNG as PNG_READER } from "pngjs";
import { expectNoViolations } from "../fixtures/axe.ts";
import { createOwnedLink, signInAsOwner } from "../fixtures/link-owner.ts";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";

// jsqr is CommonJS: imported from an ES module, its default export sits one level down.
const jsQR = jsQRModule.default;

/** QR codes: one per live link, encoding its full public address; PNG and SVG downloads; printable. */

// Each test buys its links through the sandbox first, which takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("the QR code page shows each live link's code and downloads it as PNG and SVG", async ({ page, context, playwright, baseURL }) => {
  const link = await createOwnedLink(playwright.request, { firstName: "Quinn", lastName: "Rivera", agencyName: "QR Benefits" });
  await signInAsOwner(playwright.request, context, link);
  await visit(page, "/settings/qr-codes");

  await expect(page.getByRole("heading", { level: 1, name: "QR codes" })).toBeVisible();
  const publicUrl = `${baseURL}/${link.url}`;
  const card = page.getByTestId("qr-card").filter({ hasText: publicUrl });
  await expect(card).toContainText("Quinn Rivera");
  await expect(card).toContainText("QR Benefits");
  const image = card.getByRole("img", { name: `QR code that opens ${publicUrl}` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoViolations(page, "QR codes");

  const [png] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: `Download PNG of /${link.url}` }).click(),
  ]);
  expect(png.suggestedFilename()).toBe(`qr-${link.url}.png`);
  const pngBytes = await readFile(await png.path());
  expect(pngBytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  // At least 1024 pixels square, for print.
  expect(pngBytes.readUInt32BE(16)).toBeGreaterThanOrEqual(1024);
  expect(pngBytes.readUInt32BE(20)).toBe(pngBytes.readUInt32BE(16));
  // A decoder of its own reads the browser-drawn PNG back to the link's address.
  const decoded = PNG_READER.sync.read(pngBytes);
  expect(jsQR(new Uint8ClampedArray(decoded.data), decoded.width, decoded.height)?.data).toBe(publicUrl);

  const [svg] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: `Download SVG of /${link.url}` }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe(`qr-${link.url}.svg`);
  const svgText = await readFile(await svg.path(), "utf8");
  expect(svgText).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svgText).toContain(`<title>QR code that opens ${publicUrl}</title>`);

  // One link's code on its own, as the list's "QR code" action opens it.
  await visit(page, `/settings/qr-codes?linkId=${link.id}`);
  await expect(page.getByTestId("qr-card")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Show all QR codes" })).toBeVisible();
});

/** A 1×1 PNG, as a logo. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("the code encodes the address the links page copies, PUBLIC_URL's, whatever address the agent's browser is on; the card calls to scan, with the agent's name, logo and colour", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const link = await createOwnedLink(playwright.request, {
    firstName: "Quinn",
    lastName: "Rivera",
    agencyName: "QR Benefits",
    altThemeColor: "green",
  });
  await signInAsOwner(playwright.request, context, link);
  // The agent opens the app at another address of the same server than PUBLIC_URL (here 127.0.0.1 for localhost).
  const other = baseURL!.replace("localhost", "127.0.0.1");
  await context.addCookies(
    (await context.cookies(baseURL)).map(({ domain: _domain, path: _path, ...cookie }) => ({ ...cookie, url: other })),
  );
  const logo = await page.request.post(`${other}/api/links/${link.id}/logo`, {
    headers: { origin: other },
    data: { data_url: `data:image/png;base64,${PNG.toString("base64")}` },
  });
  expect(logo.status(), await logo.text()).toBe(200);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: other });

  await visit(page, `${other}/marketplace/links`);
  await page.getByRole("button", { name: `Copy the address of /${link.url}` }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${baseURL}/${link.url}`);

  await visit(page, `${other}/settings/qr-codes?linkId=${link.id}`);
  const card = page.getByTestId("qr-card");
  const [png] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: `Download PNG of /${link.url}` }).click(),
  ]);
  const decoded = PNG_READER.sync.read(await readFile(await png.path()));
  expect(jsQR(new Uint8ClampedArray(decoded.data), decoded.width, decoded.height)?.data).toBe(copied);
  await expect(card.getByRole("img", { name: `QR code that opens ${copied}` })).toBeVisible();

  // The printed card: the call to action in both languages, the agent, the agency, the logo, the link's colour.
  const callToAction = card.getByTestId("qr-call-to-action");
  await expect(callToAction).toContainText("Point your phone camera here");
  await expect(callToAction).toContainText("Apunte la cámara de su teléfono aquí");
  await expect(card).toContainText("Quinn Rivera");
  await expect(card).toContainText("QR Benefits");
  await expect(card.getByRole("img", { name: "Logo of QR Benefits" })).toBeVisible();
  const green = "rgb(21, 128, 61)"; // contracts/surveys/themes.ts green primary
  await expect(callToAction).toHaveCSS("background-color", green);
  await expect(card.getByTestId("qr-printable")).toHaveCSS("border-top-color", green);
  await page.emulateMedia({ media: "print" });
  await expect(callToAction).toBeVisible();
  await expect(card.getByRole("img", { name: "Logo of QR Benefits" })).toBeVisible();

  // In Spanish, the call to action leads in Spanish.
  await page.emulateMedia({ media: "screen" });
  await visit(page, `${other}/settings/qr-codes?linkId=${link.id}&lng=es`);
  await expect(page.getByTestId("qr-call-to-action").locator("p").first()).toHaveText("Apunte la cámara de su teléfono aquí");
});

test("printing leaves the app's frame and the buttons off the page", async ({ page, context, playwright }) => {
  const link = await createOwnedLink(playwright.request);
  await signInAsOwner(playwright.request, context, link);
  await visit(page, `/settings/qr-codes?linkId=${link.id}`);
  await expect(page.getByRole("banner")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("button", { name: /^Download PNG/ })).toBeHidden();
  await expect(page.getByTestId("qr-card").getByRole("img")).toBeVisible();
  await expect(page.getByTestId("qr-card")).toContainText(link.url);
});

test("the list's QR code action opens the link's code", async ({ page, context, playwright }) => {
  const link = await createOwnedLink(playwright.request);
  await signInAsOwner(playwright.request, context, link);
  await visit(page, "/marketplace/links");
  await page.getByRole("link", { name: `QR code of /${link.url}` }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/qr-codes\\?linkId=${link.id}$`));
  await expect(page.getByTestId("qr-card")).toHaveCount(1);
});
