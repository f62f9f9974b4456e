import { expect as baseExpect, type Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { db } from "../fixtures/db.ts";
import { createOwnedLink, signInAsOwner } from "../fixtures/link-owner.ts";
import { mailsTo } from "../fixtures/mail.ts";
import { answerSpanishMedicare } from "../fixtures/spanish-medicare.ts";
import { responsesOfLink } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";

/**
 * Reviews (docs/decisions/032-reviews-without-gating.md): a Spanish-speaking client on a phone submits, gives a 9 and a
 * testimonial she agrees to publish, and is offered the agent's Google review link; the agent's bell says 'See
 * review', which opens it on the reviews page, where the agent shows it on their splash page.
 */

const GOOGLE = "https://g.page/r/e2e-grace-harmon/review";
const badge = (page: Page) => page.getByTestId("notification-count");

test("a client leaves a 9 and a testimonial; the agent sees the review from the bell and publishes it", async ({
  browser,
  page,
  playwright,
}) => {
  test.setTimeout(240_000);
  const link = await createOwnedLink(playwright.request, { agencyName: "Agencia Sol" });

  // The agent sets the Google review link where their own details are.
  await signInAsOwner(playwright.request, page.context(), link);
  await visit(page, "/settings/personal-info");
  const linkForm = page.getByTestId("google-review-link");
  await linkForm.getByLabel("Your Google review link").fill("https://evil.example.com/review");
  await linkForm.getByRole("button", { name: "Save link" }).click();
  await expect(linkForm.getByText(/This is not a Google review link/)).toBeVisible();
  await linkForm.getByLabel("Your Google review link").fill(GOOGLE);
  await linkForm.getByRole("button", { name: "Save link" }).click();
  await expect(page.getByTestId("google-review-link-saved")).toHaveText("Link saved.");

  // The client, on her phone, in Spanish.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const client = await phone.newPage();
    await visit(client, `/${link.url}?lng=es`);
    await client.getByRole("button", { name: "Comenzar" }).click();
    await client.waitForURL(/surveyResponseId=/);
    await hydrated(client);
    await answerSpanishMedicare(client, { atScope: async (p) => p.getByRole("button", { name: "Continuar sin firmar" }).click() });
    await expect(client.getByRole("heading", { level: 1, name: "¡Gracias, Ana!" })).toBeVisible();
    const invite = client.getByTestId("review-invite");
    await expect(invite.getByRole("heading", { name: "¿Cómo le fue con Grace Harmon?" })).toBeVisible();
    // Offered to everyone before anything is chosen: no gating on the score.
    const google = invite.getByRole("link", { name: /Dejar una reseña de Grace Harmon en Google/ });
    await expect(google).toHaveAttribute("href", GOOGLE);
    await expect(google).toHaveAttribute("target", "_blank");
    const consent = invite.getByRole("checkbox", { name: /Grace Harmon puede publicar lo que escribí/ });
    await expect(consent).not.toBeChecked();
    await expectNoViolations(client, "review invitation on the confirmation");

    // Big targets for a thumb.
    const nine = invite.getByRole("radio", { name: "9", exact: true });
    const box = await nine.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    await nine.check();
    await invite.getByLabel("¿Algo que quiera decir sobre Grace Harmon?").fill("Muy paciente y clara. ¡Gracias!");
    await consent.check();
    await invite.getByRole("button", { name: "Enviar", exact: true }).click();
    await expect(invite.getByTestId("review-thanks")).toHaveText("¡Gracias! Grace Harmon verá lo que nos dijo.");
    await expect(google).toBeVisible();
    await expectNoViolations(client, "review sent on the confirmation");

    // Nothing about the review stays on the device.
    const kept = await client.evaluate(() =>
      [localStorage, sessionStorage].flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ""}`)).join("\n"),
    );
    expect(kept).not.toContain("paciente");
  } finally {
    await phone.close();
  }

  const [response] = await responsesOfLink(link.url);
  const { rows } = await db().query<{ id: string; score: number; client_name: string; publish_consent: boolean; shown: boolean }>(
    "select id, score, client_name, publish_consent, shown from reviews where response_id = $1",
    [response!.id],
  );
  expect(rows).toEqual([{ id: expect.any(String), score: 9, client_name: "Ana L.", publish_consent: true, shown: false }]);
  const reviewId = rows[0]!.id;

  // The agent's bell: 'See review' opens it on the reviews page.
  await baseExpect(async () => {
    await page.reload();
    await expect(badge(page)).toHaveText("2", { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByTestId("notification-bell").click();
  const item = page.getByRole("dialog", { name: "Your notifications" }).getByTestId("notification").filter({ hasText: "New review" });
  await expect(item).toContainText("A client left you a review.");
  await item.getByRole("link", { name: "See review" }).click();
  await expect(page).toHaveURL(new RegExp(`/splash-pages/reviews\\?review=${reviewId}$`));
  const card = page.locator(`[data-review-id="${reviewId}"]`);
  await expect(card).toBeFocused();
  await expect(card.getByRole("heading", { name: /Ana L\./ })).toContainText("9 / 10");
  await expect(card.getByRole("blockquote")).toHaveText("Muy paciente y clara. ¡Gracias!");
  await expect(card.getByTestId("review-consent")).toHaveText("Agreed to publish these words with their first name and last initial.");
  await expect(page.getByTestId("score-distribution")).toBeVisible();

  const show = card.getByRole("switch", { name: "Show on my splash page" });
  await expect(show).not.toBeChecked();
  await expectNoViolations(page, "reviews page");
  // The switch's row is its label: the agent taps the words or the track.
  await card.getByTestId("review-shown").click();
  await expect(show).toBeChecked();
  await expect
    .poll(async () => (await db().query<{ shown: boolean }>("select shown from reviews where id = $1", [reviewId])).rows[0]?.shown)
    .toBe(true);
  await page.reload();
  await expect(page.locator(`[data-review-id="${reviewId}"]`).getByRole("switch", { name: "Show on my splash page" })).toBeChecked();

  // The notification's email went to the link's owner, naming no client and none of her words.
  const told = () => mailsTo(link.ownerEmail).filter((m) => m.template === "notification.review_received");
  await expect.poll(() => told().length, { timeout: 15_000 }).toBe(1);
  expect(told()[0]!.decoded).not.toMatch(/Ana|paciente/);
});
