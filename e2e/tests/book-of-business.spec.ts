import type { Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { control, hydrated } from "../fixtures/ui.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * The book of business: an agent imports a spreadsheet's CSV export with bad rows and sees why each was skipped, then
 * a large file imports in the background with a progress bar while the page stays usable.
 */

/** Screenshots of the pages as an agent sees them, kept with the test's results. */
const shot = (name: string) => ({ path: test.info().outputPath(`${name}.png`) });

/** A European spreadsheet's export: a byte-order mark, semicolons, a quoted field with a semicolon inside. */
const SMALL_CSV = [
  "\uFEFFFirst Name;Last Name;Email;Cell Phone;Zip Code;DOB;Plan;Consent;Consent Source;Consent Date",
  "Ana;Ruiz;ana.ruiz@example.com;(305) 555-0142;33101;3/7/1950;MAPD;email, text;Signed SOA;10/01/2025",
  "Ben;Cole;ben.cole@example;;33101;1/2/1948;PDP;email;written;10/01/2025",
  "Cara;Diaz;;555-0100;33101;;;;;",
  '"Dan; Jr";Eng;dan.eng@example.com;;2134;21982;Med Supp;;;',
  ";;nobody@example.com;;;;;;;",
  "Eve;Fox;eve.fox@example.com;305.555.0199;ABCDE;2/30/1950;Banana;email;;",
].join("\r\n");

async function openImport(page: Page, file: { name: string; text: string }) {
  await control(page, "Import clients").click();
  await page.getByLabel("CSV file").setInputFiles({ name: file.name, mimeType: "text/csv", buffer: Buffer.from(file.text, "utf8") });
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("an agent imports a CSV with bad rows, sees the reasons, and finds the clients in the book", async ({ page, crmUser }) => {
  void crmUser;
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/crm/home");
  await hydrated(page);
  await expect(page.getByRole("link", { name: "Book of business" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Your book is empty.")).toBeVisible();

  await openImport(page, { name: "clients.csv", text: SMALL_CSV });
  // Columns matched from the headers.
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("Cell Phone");
  await expect(page.getByLabel("Consent channels")).toHaveValue("Consent");
  const summary = page.getByTestId("import-summary");
  await expect(summary).toHaveText("6 rows: 1 ready, 2 without consent (imported, not sendable), 3 skipped.");
  const reasons = page.getByTestId("preview-problems");
  await expect(reasons).toContainText("Row 2: The email is not a valid address.");
  await expect(reasons).toContainText("Row 3: The phone is not a US number (10 digits).");
  await expect(reasons).toContainText("Row 5: No name.");
  await expect(reasons).toContainText("Row 6: The ZIP code is not 5 digits: left empty.");
  await expect(reasons).toContainText("Consent without its source or date: imported, not sendable.");
  // The preview's rows: stored values as the agent reads them, and why a row is skipped.
  const preview = page.getByRole("table", { name: "The first rows as they will be imported" });
  await expect(preview.getByRole("row", { name: /Ana Ruiz/ })).toContainText("(305) 555-0142");
  await expect(preview.getByRole("row", { name: /^2 / })).toContainText("Skipped: The email is not a valid address.");
  await page.screenshot({ ...shot("import-preview-desktop"), fullPage: true });
  await expectNoViolations(page, "the import's preview");

  await control(page, "Import 6 rows").click();
  const result = page.getByTestId("import-result");
  await expect(result).toContainText(
    "clients.csv imported: 3 new, 0 duplicates merged (in the file or with clients you had), 3 skipped, 2 without consent.",
  );
  await control(page, "Show the reasons").click();
  await expect(page.getByTestId("import-problems")).toContainText("Row 2: The email is not a valid address.");
  await expect(page.getByTestId("import-problems")).toContainText("Row 5: No name.");

  const table = page.getByTestId("book-table");
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row", { name: /Ana Ruiz/ })).toContainText("(305) 555-0142");
  await expect(table.getByRole("row", { name: /Ana Ruiz/ })).toContainText("Email, Text (SMS)");
  await expect(table.getByRole("row", { name: /Dan; Jr Eng/ })).toContainText("02134");
  await expect(table.getByRole("row", { name: /Dan; Jr Eng/ })).toContainText("Mar 7, 1960");
  await expect(table.getByRole("row", { name: /Eve Fox/ })).toContainText("No consent: not sendable");
  await expect(table.getByRole("row", { name: /Ana Ruiz/ })).toContainText("Survey never sent");
  await page.screenshot({ ...shot("book-desktop"), fullPage: true });
  await expectNoViolations(page, "the book");

  // Filters: plan type and birthday month.
  await page.getByLabel("Plan type", { exact: true }).selectOption("medicare_supplement");
  await control(page, "Apply").click();
  await expect(page).toHaveURL(/plan_type=medicare_supplement/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await control(page, "Clear filters").click();
  await expect(page).not.toHaveURL(/plan_type/);
  await expect(table.getByRole("row")).toHaveCount(4);
  await page.getByLabel("Birthday month").selectOption("3");
  await control(page, "Apply").click();
  await expect(table.getByRole("row")).toHaveCount(3);

  // Removing one client: confirmed first, then gone from the list.
  await control(page, "Clear filters").click();
  await expect(table.getByRole("row")).toHaveCount(4);
  await table.getByRole("button", { name: "Remove Eve Fox" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Remove Eve Fox from your book?" });
  await expect(dialog).toContainText("Their survey answers stay");
  await expectNoViolations(page, "the remove dialog");
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(table.getByRole("row", { name: /Eve Fox/ })).toHaveCount(0);
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(page.getByText("2 clients", { exact: true })).toBeVisible();
  // On a phone each client's card has its own Remove button.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("list", { name: "Your clients" }).getByRole("button", { name: "Remove Ana Ruiz" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ ...shot("book-phone-remove"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The column mapping is remembered for the next file.
  await page.reload();
  await hydrated(page);
  await openImport(page, { name: "again.csv", text: "Cell Phone;Email;First Name\n(305) 555-0100;x@example.com;Xavi" });
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("Cell Phone");
});

test("a large file imports in the background with a progress bar while the page stays usable (phone)", async ({ page, connectureUser }) => {
  void connectureUser;
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const rows = ["First Name,Last Name,Email,Phone,ZIP,DOB,Plan,Consent,Consent Source,Consent Date"];
  for (let i = 0; i < 30_000; i++) rows.push(`Pat${i},Lee,pat${i}@example.com,,33101,1/${(i % 28) + 1}/1950,MAPD,email,written,1/5/2025`);
  await page.goto("/connecturedrx/book-of-business");
  await hydrated(page);
  await openImport(page, { name: "big.csv", text: rows.join("\n") });
  await expect(page.getByTestId("import-summary")).toContainText("30,000 rows: 20,000 ready");
  await expect(page.getByText("We checked the first 20,000 rows")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ ...shot("import-preview-phone"), fullPage: true });
  await control(page, "Import 30,000 rows").click();

  const progress = page.getByRole("progressbar", { name: "Import progress" });
  await expect(progress).toBeVisible();
  await page.screenshot(shot("progress-phone"));
  // The page is not blocked: the filters answer while the job runs.
  await page.getByLabel("Name, email or phone").fill("Pat1");
  await expect(page.getByLabel("Name, email or phone")).toHaveValue("Pat1");
  await expect(page.getByTestId("import-result")).toContainText("big.csv imported: 30,000 new", { timeout: 120_000 });
  await expect(page.getByText("30,000 clients")).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ ...shot("book-phone"), fullPage: true });
  await page.getByText("30,000 clients").scrollIntoViewIfNeeded();
  await page.screenshot(shot("book-phone-list"));
});
