import { expect as baseExpect, type Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { insertNotifications, insertTypedNotification, unreadNotifications, userLocale } from "../fixtures/db.ts";
import { BASE_URL } from "../fixtures/env.ts";
import { mailsTo } from "../fixtures/mail.ts";
import { createOwnedLink, signInAsOwner } from "../fixtures/link-owner.ts";
import { expectConfirmation, next, onScreen, saveClientName, signConsent, startSurvey } from "../fixtures/survey-flow.ts";
import { responsesOfLink, submitThroughApi } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";

/**
 * Notifications: the bell and its count, the drawer 'Your notifications', following an action, marking
 * read, the 99+ cap and the email preferences. The count refreshes every 30 s; the specs reload instead of waiting.
 */

const bell = (page: Page) => page.getByTestId("notification-bell");
const badge = (page: Page) => page.getByTestId("notification-count");
const drawer = (page: Page, name = "Your notifications") => page.getByRole("dialog", { name });

/** Reloads until the bell shows `text` (the count is first asked 100 ms after the page starts). */
async function expectBadge(page: Page, text: string) {
  await baseExpect(async () => {
    await page.reload();
    await expect(badge(page)).toHaveText(text, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

test("a client's submission raises the agent's bell; 'View submission' opens it, read; its PDF downloads; archived, it is in the archive", async ({
  page,
  browser,
  context,
  playwright,
}) => {
  const link = await createOwnedLink(playwright.request, { surveyType: "scope_only" });
  await signInAsOwner(playwright.request, context, link);
  await visit(page, "/dashboard");
  await expect(bell(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);

  // The client, in a browser of their own.
  const clientContext = await browser.newContext();
  try {
    const client = await clientContext.newPage();
    const survey = await startSurvey(client, link.url);
    // The client's name, as a survey with a name screen saves it.
    await saveClientName(playwright.request, survey, { first_name: "Harold", last_name: "Jenkins" });
    await onScreen(client, "scopeOfAppointment", "Scope of Appointment");
    await signConsent(client, { name: "Harold Jenkins", typeName: true, products: ["Dental/Vision/Hearing Products"] });
    await next(client).click();
    await expectConfirmation(client, { heading: "Thank you", agent: "Grace Harmon" });
  } finally {
    await clientContext.close();
  }
  const [response] = await responsesOfLink(link.url);

  await expectBadge(page, "1");
  await bell(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByTestId("notifications-drawer-count")).toHaveText("1 unread");
  const item = drawer(page).getByTestId("notification").first();
  await expect(item).toHaveAttribute("data-unread", "true");
  await expect(item).toContainText("New survey submission");
  await expect(item).toContainText(`Harold J. submitted your Scope of Appointment survey (link /${link.url}).`);
  await expect(item.locator("time")).toHaveText(/^(just now|\d+ mins? ago)$/);
  await expect(drawer(page).getByRole("link", { name: "Notification preferences" })).toBeVisible();

  await item.getByRole("link", { name: "View submission" }).click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${response!.id}$`));
  await expect(drawer(page)).toHaveCount(0);
  // Following it marked it read: the server holds it read, and the bell has no count left.
  await expect.poll(() => unreadNotifications(link.ownerId)).toBe(0);
  await expect(badge(page)).toHaveCount(0);

  // The email job ran in the server and delivered the notification over SMTP to the run's local mail server: it says
  // what happened and links to the submission, naming no client (no name, not even the initial the drawer shows) and no
  // answer.
  const submitted = () => mailsTo(link.ownerEmail).filter((m) => m.template === "notification.survey_submitted");
  await expect.poll(() => submitted().length, { timeout: 15_000 }).toBe(1);
  const [mail] = submitted();
  expect(mail!.from).toBe("no-reply@planready.test");
  expect(mail!.subject).toBe("PlanReady: New survey submission");
  expect(mail!.text).toContain(`A client submitted your Scope of Appointment survey (link /${link.url}).`);
  expect(mail!.decoded).not.toMatch(/Harold/);
  expect(mail!.text).toContain(`${BASE_URL}/submissions/${response!.id}`);
  expect(mail!.decoded).not.toMatch(/Jenkins|Dental|Vision|Hearing/i);
  expect(mail!.decoded).not.toMatch(/Content-Disposition: attachment/i);

  // The agent reads what the client signed, downloads the PDF, archives the submission and finds it in the archive.
  const evidence = page.getByTestId("consent-evidence");
  await expect(evidence.getByRole("heading", { name: "Scope of Appointment" })).toBeVisible();
  await expect(evidence).toContainText("Harold Jenkins");
  await expect(evidence).toContainText("Dental, Vision, Hearing Products");
  const download = page.waitForEvent("download", { timeout: 90_000 });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const { readFile } = await import("node:fs/promises");
  expect((await readFile(await (await download).path())).subarray(0, 5).toString()).toBe("%PDF-");
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Archived. You will find it in the archive." })).toBeVisible();
  await visit(page, "/submissions?archive=true");
  await expect(page.locator(`[data-testid="submission-row"] a[href="/submissions/${response!.id}"]`)).toBeVisible();
  await visit(page, "/submissions");
  await expect(page.locator(`a[href="/submissions/${response!.id}"]`)).toHaveCount(0);
});

test("opening a submission from the list reads it in the bell and the side menu alike", async ({ page, context, playwright }) => {
  const link = await createOwnedLink(playwright.request);
  const { responseId } = await submitThroughApi(playwright.request, {
    linkUrl: link.url,
    answers: { first_name: "Maria", last_name: "Lopez" },
  });
  await signInAsOwner(playwright.request, context, link);
  await visit(page, "/submissions");
  const sideMenu = page.getByRole("complementary");
  await expect(badge(page)).toHaveText("1");
  await expect(sideMenu.getByText("1 unread submission")).toBeAttached();

  await page.locator(`[data-testid="submission-row"] a[href="/submissions/${responseId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${responseId}$`));
  // Both counts drop at once, and stay dropped on the server's word.
  await expect(sideMenu.getByText(/unread submission/)).toHaveCount(0);
  await expect(badge(page)).toHaveCount(0);
  await expect.poll(() => unreadNotifications(link.ownerId)).toBe(0);
  await page.reload();
  await page.waitForTimeout(300);
  await expect(badge(page)).toHaveCount(0);
  await expect(sideMenu.getByText(/unread submission/)).toHaveCount(0);
});

test("the unread badge stops at 99+; 'Mark all as read' clears it", async ({ page, onboardedUser }) => {
  await insertNotifications(onboardedUser.id, onboardedUser.orgId, 120);
  await visit(page, "/dashboard");
  await expect(badge(page)).toHaveText("99+");
  await expect(bell(page)).toHaveAccessibleName("Notifications, 120 unread");

  await bell(page).click();
  await expect(drawer(page).getByTestId("notifications-drawer-count")).toHaveText("120 unread");
  await expect(drawer(page).getByTestId("notification")).toHaveCount(50);
  await expect(drawer(page).getByTestId("notification").first()).toContainText("Team update 120");
  await drawer(page).getByRole("button", { name: "Mark all as read" }).click();
  await expect(drawer(page).getByTestId("notifications-drawer-count")).toHaveText("0 unread");
  await expect(drawer(page).locator('[data-testid="notification"][data-unread="true"]')).toHaveCount(0);
  await drawer(page).getByRole("button", { name: "Close" }).click();
  await expect(badge(page)).toHaveCount(0);
  // Saved: still read after a reload.
  await page.reload();
  await page.waitForTimeout(300);
  await expect(badge(page)).toHaveCount(0);
});

test("one notification marked read and unread again; the gear leads to the email preferences, which are kept", async ({
  page,
  onboardedUser,
}) => {
  await insertNotifications(onboardedUser.id, onboardedUser.orgId, 2, "Heads up");
  await visit(page, "/dashboard");
  await expect(badge(page)).toHaveText("2");
  await bell(page).click();
  const newest = drawer(page).getByTestId("notification").first();
  await newest.getByRole("button", { name: "Mark as read: Heads up 2" }).click();
  await expect(newest).toHaveAttribute("data-unread", "false");
  await expect(drawer(page).getByTestId("notifications-drawer-count")).toHaveText("1 unread");
  await expect(badge(page)).toHaveText("1");
  await expectNoViolations(page, "notifications drawer");
  await newest.getByRole("button", { name: "Mark as unread: Heads up 2" }).click();
  await expect(newest).toHaveAttribute("data-unread", "true");
  await expect(badge(page)).toHaveText("2");

  await drawer(page).getByRole("link", { name: "Notification preferences" }).click();
  await expect(page).toHaveURL(/\/settings\/notification-permissions$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notification Preferences" })).toBeVisible();
  const submissions = page.getByRole("switch", { name: /A client submits a survey/ });
  const announcements = page.getByRole("switch", { name: /Announcements from your agency/ });
  await expect(submissions).toBeChecked();
  await expect(announcements).not.toBeChecked();
  await expectNoViolations(page, "notification preferences");
  // The switch's row is its label: a person clicks the words or the track.
  await page.getByTestId("email-permission-survey_submitted").click();
  await expect(page.getByText("Saved: A client submits a survey.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: /A client submits a survey/ })).not.toBeChecked();
});

test("relative times move on while the page stays open", async ({ page, onboardedUser }) => {
  await page.clock.install();
  await insertNotifications(onboardedUser.id, onboardedUser.orgId, 1, "Fresh news");
  await visit(page, "/dashboard");
  await bell(page).click();
  const time = drawer(page).getByTestId("notification").first().locator("time");
  await expect(time).toHaveText("just now");
  // Three minutes later, without a reload.
  await page.clock.runFor("03:00");
  await expect(time).toHaveText(/^[23] mins ago$/);
});

test("in Spanish: the language switch keeps the agent's choice, and the drawer speaks it — the same notifications in English after switching back", async ({
  page,
  onboardedUser,
}) => {
  const responseId = "00000000-0000-4000-8000-0000000000e5";
  await insertNotifications(onboardedUser.id, onboardedUser.orgId, 1, "Office closed");
  await insertTypedNotification(onboardedUser.id, onboardedUser.orgId, "payment_failed", { attempts: 1, limit: 3 }, "/stripe/resolution");
  await insertTypedNotification(
    onboardedUser.id,
    onboardedUser.orgId,
    "survey_submitted",
    { surveyType: "medicare", linkUrl: "grace-harmon", clientName: "Maria L." },
    `/submissions/${responseId}`,
  );
  await visit(page, "/dashboard");
  expect(await userLocale(onboardedUser.id)).toBe("en");

  // The footer's switch: the page reloads in Spanish, and the choice is the agent's own (their emails follow it).
  await page.getByRole("button", { name: "Español", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
  await hydrated(page);
  await expect.poll(() => userLocale(onboardedUser.id)).toBe("es");

  await expect(bell(page)).toHaveAccessibleName("Notificaciones, 3 sin leer");
  await bell(page).click();
  const spanish = drawer(page, "Sus notificaciones");
  await expect(spanish.getByTestId("notifications-drawer-count")).toHaveText("3 sin leer");
  const item = (i: number) => spanish.getByTestId("notification").nth(i);
  const [submitted, failed, announcement] = [item(0), item(1), item(2)];
  await expect(submitted).toContainText("Nueva encuesta enviada");
  await expect(submitted).toContainText("Maria L. envió su encuesta de Medicare (enlace /grace-harmon).");
  await expect(submitted.locator("time")).toHaveText(/^(justo ahora|hace \d+ min)$/);
  await expect(submitted.getByRole("link", { name: "Ver envío" })).toHaveAttribute("href", `/submissions/${responseId}`);
  await expect(failed).toContainText("Pago rechazado");
  await expect(failed).toContainText("No pudimos cobrar su tarjeta (intento fallido 1 de 3).");
  await expect(failed.getByRole("link", { name: "Resolver" })).toBeVisible();
  // An announcement is its author's words, in whatever language they wrote it.
  await expect(announcement).toContainText("Office closed 1");
  await expect(submitted.getByRole("button", { name: "Marcar como leída: Nueva encuesta enviada" })).toBeVisible();
  await expectNoViolations(page, "notifications drawer in Spanish");
  await spanish.getByRole("button", { name: "Cerrar" }).click();

  await page.getByRole("button", { name: "English", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", /^en/);
  await hydrated(page);
  await expect.poll(() => userLocale(onboardedUser.id)).toBe("en");
  await bell(page).click();
  const english = drawer(page).getByTestId("notification").first();
  await expect(english).toContainText("New survey submission");
  await expect(english).toContainText("Maria L. submitted your Medicare survey (link /grace-harmon).");
  await expect(english.getByRole("link", { name: "View submission" })).toBeVisible();
});
