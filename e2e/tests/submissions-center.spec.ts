import { randomUUID } from "node:crypto";
import { expect, type APIRequest, type Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { db } from "../fixtures/db.ts";
import { BASE_URL } from "../fixtures/env.ts";
import { createOwnedLink, signInAsOwner, type OwnedLink } from "../fixtures/link-owner.ts";
import { expectConfirmation, next, onScreen, signConsent, startSurvey } from "../fixtures/survey-flow.ts";
import { test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";

/**
 * The submission center from the agent's side: a client signs a Scope of Appointment through the agent's
 * link, another starts and stops; the agent finds them in /submissions, narrows the list with the filters (kept in
 * the address), opens the signed one (the evidence, a correction recorded, the PDF), archives it and finds it in
 * the archive, then restores it. Axe checks each page on the way.
 */

const AGENT = "Grace Harmon";

/** A client who opens the link in Spanish and stops after the welcome: a response in progress. */
async function startOnly(request: APIRequest, link: OwnedLink): Promise<string> {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    const started = await api.post("/api/responses", { data: { link_url: link.url, locale: "es" } });
    expect(started.status(), await started.text()).toBe(201);
    return ((await started.json()) as { id: string }).id;
  } finally {
    await api.dispose();
  }
}

const rows = (page: Page) => page.getByTestId("submission-row");

test("an agent finds, filters, reads, corrects, downloads and archives a client's submission", async ({ page, playwright, browser }) => {
  test.setTimeout(180_000);
  const link = await createOwnedLink(playwright.request, { surveyType: "scope_only" });

  await test.step("a client signs the Scope of Appointment through the link", async () => {
    const client = await browser.newContext();
    const clientPage = await client.newPage();
    await startSurvey(clientPage, link.url);
    await onScreen(clientPage, "scopeOfAppointment", "Scope of Appointment");
    await signConsent(clientPage, { name: "Harold Jenkins", typeName: true, products: ["Hospital Indemnity Products"] });
    await next(clientPage).click();
    await expectConfirmation(clientPage, { heading: "Thank you", agent: AGENT });
    await client.close();
  });
  const inProgressId = await startOnly(playwright.request, link);

  await signInAsOwner(playwright.request, page.context(), link);

  await test.step("both show in the submission center, newest first, unread", async () => {
    await visit(page, "/submissions");
    await expect(page.getByRole("heading", { level: 1, name: "Submissions" })).toBeVisible();
    await expect(page.getByTestId("submissions-count")).toHaveText("2 submissions");
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first()).toContainText("In progress");
    await expect(rows(page).nth(1)).toContainText("Completed");
    await expect(rows(page).nth(1)).toContainText(/Submitted (just now|\d+ mins? ago)/);
    await expect(page.locator("[data-testid=submission-row][data-unread=true]")).toHaveCount(2);
    await expect(page.getByTestId("csv-export")).toHaveAttribute("href", /\/api\/orgs\/[^/]+\/submissions\.csv\?folder=inbox/);
    await expectNoViolations(page, "/submissions");
  });

  await test.step("filters narrow the list and live in the address", async () => {
    await page.getByText("More filters").click();
    await page.getByLabel("Status").selectOption("completed");
    await page.getByRole("button", { name: "Apply", exact: true }).last().click();
    await expect(page).toHaveURL(/\/submissions\?status=completed$/);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId("submissions-count")).toHaveText("1 submission");
    await expectNoViolations(page, "/submissions filtered");

    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByLabel("Status")).toHaveValue("completed");

    // The CSV export is the filtered list.
    const download = page.waitForEvent("download");
    await page.getByTestId("csv-export").click();
    const { readFile } = await import("node:fs/promises");
    const csv = (await readFile(await (await download).path(), "utf8")).trim().split("\n");
    expect(csv).toHaveLength(2);
    expect(csv[0]).toContain("Submission id,First name,Last name,Date of birth");
    expect(csv[0]).toContain("Signed (America/New_York)");
    expect(csv[1]).toContain(",English,Scope of Appointment only,");
    expect(csv[1]).toContain(",Completed,100,");
    expect(csv[1]).toContain(",Signed,Not asked,");

    await page.getByLabel("Order").selectOption("false");
    await expect(page).toHaveURL(/status=completed&newestDataFirst=false/);

    await visit(page, "/submissions?surveyType=aca");
    await expect(page.getByTestId("submissions-empty")).toContainText("Nothing matches these filters");
    await page.getByRole("button", { name: "Clear filters" }).last().click();
    await expect(page).toHaveURL(/\/submissions$/);
    await expect(rows(page)).toHaveCount(2);
  });

  await test.step("the detail shows the signed evidence and marks it read", async () => {
    await rows(page).nth(1).getByTestId("submission-link").click();
    await expect(page).toHaveURL(/\/submissions\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "No name yet" })).toBeVisible();
    const evidence = page.getByTestId("consent-evidence");
    await expect(evidence.getByRole("heading", { name: "Scope of Appointment" })).toBeVisible();
    await expect(evidence).toContainText("Harold Jenkins");
    await expect(evidence).toContainText("Hospital Indemnity Products");
    await expect(evidence).toContainText("soa-2026-11");
    await expect(evidence).toContainText(/[0-9a-f]{64}/);
    await expect(page.getByTestId("field-preferred_language")).toContainText("English (the survey's language)");
    await expectNoViolations(page, "submission detail");
  });

  await test.step("a correction is saved and recorded with who and when", async () => {
    await page.getByRole("button", { name: "Correct First name" }).click();
    await page.getByLabel("First name").fill("Harold");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByTestId("field-first_name")).toContainText("Harold");
    await page.getByRole("button", { name: "Correct Last name" }).click();
    await page.getByLabel("Last name").fill("Jenkins");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Harold Jenkins" })).toBeVisible();
    const history = page.getByTestId("corrections-history");
    await expect(history.getByRole("row")).toHaveCount(3);
    await expect(history.getByRole("row").nth(1)).toContainText("Last name");
    await expect(history.getByRole("row").nth(1)).toContainText("(empty)");
    await expect(history.getByRole("row").nth(1)).toContainText("Jenkins");
    const { rows: owner } = await db().query<{ name: string }>("select first_name || ' ' || last_name as name from users where id = $1", [
      link.ownerId,
    ]);
    await expect(history.getByRole("row").nth(1)).toContainText(owner[0]!.name);
  });

  await test.step("the PDF downloads (prepared on request)", async () => {
    const download = page.waitForEvent("download", { timeout: 90_000 });
    await page.getByRole("button", { name: "Download PDF" }).click();
    const file = await download;
    // Named after the client (as corrected), the survey and the day, in the agency's time zone.
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    expect(file.suggestedFilename()).toBe(`Jenkins, Harold – Scope of Appointment only – ${day}.pdf`);
    const { readFile } = await import("node:fs/promises");
    expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe("%PDF-");
  });

  await test.step("search finds the corrected name", async () => {
    await visit(page, "/submissions?searchTerm=harold");
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("Harold Jenkins");
    await expect(rows(page)).toHaveAttribute("data-unread", "false");
  });

  await test.step("archived from the detail, found in the archive, restored from the list", async () => {
    await rows(page).getByTestId("submission-link").click();
    await page.getByRole("button", { name: "Archive", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Archived. You will find it in the archive." })).toBeVisible();

    await visit(page, "/submissions");
    await expect(rows(page)).toHaveCount(1);
    await expect(page.locator(`a[href="/submissions/${inProgressId}"]`).first()).toBeVisible();
    // The client who started in Spanish: the agent sees the survey's language.
    await visit(page, `/submissions/${inProgressId}`);
    await expect(page.getByTestId("field-preferred_language")).toContainText("Spanish (the survey's language)");
    await visit(page, "/submissions");

    await page.getByRole("navigation", { name: "Submission folders" }).getByRole("link", { name: "Archive" }).click();
    await expect(page).toHaveURL(/\/submissions\?archive=true$/);
    await expect(page.getByRole("heading", { level: 1, name: "Archive" })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("Harold Jenkins");
    await expectNoViolations(page, "archive");

    await rows(page).getByRole("checkbox", { name: "Select Harold Jenkins" }).check();
    await page.getByTestId("bulk-actions").getByRole("button", { name: "Restore" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 submission restored." })).toBeVisible();
    await expect(page.getByTestId("submissions-empty")).toContainText("Nothing archived");
  });

  await test.step("mark unread from the list, and the dashboard counts both", async () => {
    await visit(page, "/submissions");
    await rows(page).filter({ hasText: "Harold Jenkins" }).getByRole("checkbox").check();
    await page.getByTestId("bulk-actions").getByRole("button", { name: "Mark unread" }).click();
    await expect(rows(page).filter({ hasText: "Harold Jenkins" })).toHaveAttribute("data-unread", "true");

    await visit(page, "/dashboard");
    await expect(page.getByTestId("stat-all")).toContainText("2");
    await expect(page.getByTestId("stat-all")).toContainText("1 completed · 1 in progress");
    await expect(page.getByTestId("latest-submission")).toHaveCount(2);
    await expect(page.getByTestId("dashboard-link")).toContainText(`/${link.url}`);
    await page.getByRole("button", { name: "Show as a table" }).click();
    await expect(page.getByRole("table", { name: /The last 30 days/ })).toBeVisible();
    await expectNoViolations(page, "dashboard");
  });
});

test("an agent corrects, adds and removes a client's prescriptions, and the history says what changed", async ({ page, playwright }) => {
  const link = await createOwnedLink(playwright.request, { surveyType: "medicare" });
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  let responseId: string;
  try {
    const started = await api.post("/api/responses", { data: { link_url: link.url, locale: "en" } });
    expect(started.status(), await started.text()).toBe(201);
    const client = (await started.json()) as { id: string; survey_token: string; content_id: string };
    responseId = client.id;
    const headers = { authorization: `Bearer ${client.survey_token}` };
    const base = `/api/surveyContents/medicare/${client.content_id}`;
    const named = await api.put(base, { headers, data: { first_name: "Martha", last_name: "Lee", client_rev: 1 } });
    expect(named.status(), await named.text()).toBe(200);
    const drug = { id: randomUUID(), client_rev: 2, drug_name: "Lipitor", strength: "10 mg", quantity: 30, frequency: "once_daily" };
    const added = await api.post(`${base}/prescriptionResponses`, { headers, data: drug });
    expect(added.status(), await added.text()).toBe(200);
  } finally {
    await api.dispose();
  }
  await signInAsOwner(playwright.request, page.context(), link);
  await visit(page, `/submissions/${responseId}`);
  const prescriptions = page.getByTestId("section-prescriptions");
  await expect(prescriptions.getByTestId("item-prescription_responses")).toContainText("Lipitor · 10 mg");

  await test.step("a prescription's strength is corrected; a wrong quantity is explained beside it", async () => {
    await prescriptions.getByRole("button", { name: "Correct Lipitor · 10 mg" }).click();
    const form = page.getByRole("form", { name: "Correct Lipitor · 10 mg" });
    await expect(form.getByLabel("Drug")).toBeFocused();
    await expect(form.getByLabel("How often")).toHaveValue("once_daily");
    await form.getByLabel("Strength").fill("20 mg");
    await form.getByLabel("Quantity").fill("-5");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(form.getByText("Enter a quantity above 0")).toBeVisible();
    await expect(form.getByLabel("Quantity")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page, "a list item being corrected");
    await form.getByLabel("Quantity").fill("90");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(form).toBeHidden();
    await expect(prescriptions.getByTestId("item-prescription_responses")).toContainText("Lipitor · 20 mg");
    await expect(prescriptions.getByTestId("item-prescription_responses")).toContainText("Quantity:90");
  });

  await test.step("a prescription is added, then removed after a confirmation", async () => {
    await prescriptions.getByRole("button", { name: "Add a prescription" }).click();
    const form = page.getByRole("form", { name: "Add a prescription" });
    await form.getByLabel("Drug").fill("Metformin");
    await form.getByLabel("Strength").fill("500 mg");
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await expect(prescriptions.getByTestId("item-prescription_responses")).toHaveCount(2);

    await prescriptions.getByRole("button", { name: "Remove Metformin · 500 mg" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove Metformin · 500 mg?" });
    await expect(dialog.getByRole("button", { name: "Keep it" })).toBeFocused();
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(prescriptions.getByTestId("item-prescription_responses")).toHaveCount(1);
  });

  await test.step("after a reload the corrected prescription and its history are there", async () => {
    await page.reload();
    await expect(prescriptions.getByTestId("item-prescription_responses")).toHaveCount(1);
    await expect(prescriptions.getByTestId("item-prescription_responses")).toContainText("Lipitor · 20 mg");
    const history = page.getByTestId("corrections-history").getByRole("row");
    await expect(history).toHaveCount(4);
    await expect(history.nth(1)).toContainText("Prescription removed: Metformin · 500 mg");
    await expect(history.nth(2)).toContainText("Prescription added: Metformin · 500 mg");
    await expect(history.nth(3)).toContainText("Prescription Lipitor · 20 mg");
    await expect(history.nth(3).getByRole("cell").nth(3)).toHaveText("Strength: 10 mgQuantity: 30");
    await expect(history.nth(3).getByRole("cell").nth(4)).toHaveText("Strength: 20 mgQuantity: 90");
    await expectNoViolations(page, "submission detail with item corrections");
  });
});

test("a new agent's empty submission center and dashboard point to sharing a link", async ({ page, onboardedUser }) => {
  void onboardedUser;
  await visit(page, "/submissions");
  const empty = page.getByTestId("submissions-empty");
  await expect(empty.getByRole("heading", { name: "No submissions yet" })).toBeVisible();
  await expect(empty.getByRole("link", { name: "Share a survey link" })).toHaveAttribute("href", "/marketplace/links");
  await expect(empty.getByRole("link", { name: "Print a QR code" })).toHaveAttribute("href", "/settings/qr-codes");
  await expectNoViolations(page, "empty /submissions");

  await visit(page, "/dashboard");
  const steps = page.getByTestId("next-steps");
  await expect(steps.getByRole("link", { name: "Create your first survey" })).toHaveAttribute("href", "/marketplace");
  await expect(steps.getByRole("link", { name: "Print a QR code" })).toHaveAttribute("href", "/settings/qr-codes");
  await expect(page.getByTestId("stat-week")).toContainText("0");
  await expectNoViolations(page, "new agent's dashboard");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("submissions are cards that can be chosen and archived", async ({ page, playwright }) => {
    const link = await createOwnedLink(playwright.request, { surveyType: "scope_only" });
    const id = await startOnly(playwright.request, link);
    await signInAsOwner(playwright.request, page.context(), link);

    await visit(page, "/submissions");
    await expect(page.getByTestId("submissions-table")).toBeHidden();
    const card = page.getByTestId("submission-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("In progress");
    await expect(card.getByRole("link", { name: /No name yet/ })).toHaveAttribute("href", `/submissions/${id}`);
    await expectNoViolations(page, "/submissions on a phone");

    await card.getByRole("checkbox", { name: "Select No name yet" }).check();
    await page.getByTestId("bulk-actions").getByRole("button", { name: "Archive" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 submission archived." })).toBeVisible();
    const empty = page.getByTestId("submissions-empty");
    await expect(empty.getByRole("heading", { name: "Nothing new" })).toBeVisible();
    await empty.getByRole("link", { name: "Open the archive" }).click();
    await expect(page.getByTestId("submission-card")).toHaveCount(1);
  });
});

test("the side menu's unread badge stops at 99+ and falls as submissions are read", async ({ page, playwright }) => {
  const link = await createOwnedLink(playwright.request, { surveyType: "scope_only" });
  // 120 submitted responses straight into the database (the triggers keep the submission list in step).
  await db().query(
    `with r as (
       insert into survey_responses (link_id, org_id, survey_type, status, submitted_at, current_question, token_hash)
       select $1, $2, 'scope_only', 'submitted', now() - make_interval(secs => g), 'confirmation', md5(random()::text || g)
       from generate_series(1, 120) g
       returning id)
     insert into survey_contents (response_id, data) select id, jsonb_build_object('first_name', 'Client') from r`,
    [link.id, link.orgId],
  );
  await signInAsOwner(playwright.request, page.context(), link);

  await visit(page, "/submissions");
  const menuLink = page.getByRole("navigation", { name: "Side menu" }).getByRole("link", { name: /^Submissions/ });
  await expect(menuLink).toContainText("99+");
  await expect(page.getByTestId("submissions-count")).toHaveText("120 submissions");

  await page.getByRole("checkbox", { name: "Select every submission shown" }).check();
  await expect(page.getByTestId("bulk-actions")).toContainText("25 chosen");
  await page.getByTestId("bulk-actions").getByRole("button", { name: "Mark read" }).click();
  await expect(page.getByRole("status").filter({ hasText: "25 submissions marked read." })).toBeVisible();
  await expect(menuLink).toContainText("95");
  await expect(page.locator("[data-testid=submission-row][data-unread=false]")).toHaveCount(25);
});
