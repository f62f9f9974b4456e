import { expectNoViolations } from "../fixtures/axe.ts";
import { joinOrg } from "../fixtures/db.ts";
import { createOwnedLink, signInAsOwner, storedLink } from "../fixtures/link-owner.ts";
import { expect, test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";
import { createUser } from "../fixtures/users.ts";

/**
 * Managing links: the agency's list with search, editing a link's address and colours (and seeing the
 * survey page change), its logo, who is notified and where it is sent, and deleting it. The QR codes have their
 * own spec.
 */

// Each test buys its links through the sandbox first, which takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A real 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("edit a link's address, names and colour, and the survey page changes", async ({ page, context, playwright }) => {
  const link = await createOwnedLink(playwright.request, { firstName: "Grace", lastName: "Harmon", agencyName: "Sunshine Benefits" });
  const other = await createOwnedLink(playwright.request);
  await signInAsOwner(playwright.request, context, link);

  await visit(page, "/marketplace/links");
  await expect(page.getByRole("heading", { level: 1, name: "Your survey links" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: `/${link.url}` });
  await expect(card).toContainText("Medicare");
  await expect(card).toContainText("Active");
  await expect(card.getByRole("link", { name: new RegExp(`^http.*/${link.url}`) })).toHaveAttribute("href", new RegExp(`/${link.url}$`));
  await expectNoViolations(page, "links list");
  await card.getByRole("link", { name: `Edit /${link.url}` }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Edit survey link" })).toBeVisible();
  await expectNoViolations(page, "edit link");
  const address = page.getByLabel("Link address");

  // Refusals say what is wrong, live, and keep what was typed.
  await page.getByLabel("First name").fill("Rosa");
  await address.fill("login");
  await expect(page.getByText("This address is reserved by the site. Choose another.")).toBeVisible();
  await address.fill(other.url.toUpperCase());
  await expect(page.getByText("This address is already taken. Choose another.")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(address).toBeFocused();
  await expect(page.getByLabel("First name")).toHaveValue("Rosa");
  expect((await storedLink(link.id))?.first_name).toBe("Grace");

  const newUrl = `${link.url}-new`;
  await address.fill(newUrl.toUpperCase());
  await expect(page.getByText(/This address is free/)).toBeVisible();
  // The visible card is the label of a visually hidden radio, as people click it.
  await page.getByText("Magenta", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Magenta" })).toBeChecked();
  await expect(page.getByTestId("theme-preview")).toHaveAttribute("data-theme", "magenta");
  await expect(page.getByTestId("theme-preview-button")).toHaveCSS("background-color", "rgb(162, 28, 175)");
  await expect(page.getByTestId("theme-preview")).toContainText("Rosa Harmon");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes are saved; the survey page shows them now.")).toBeVisible();
  await expect.poll(async () => storedLink(link.id)).toMatchObject({ url: newUrl, alt_theme_color: "magenta", first_name: "Rosa" });

  // The survey page at the new address, in the new colours; the old address is gone.
  await visit(page, `/${newUrl}`);
  await expect(page.getByRole("heading", { level: 1, name: "Hello! Rosa Harmon has a few questions for you" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start" })).toHaveCSS("background-color", "rgb(162, 28, 175)");
  await expect(page.locator("footer")).toHaveCSS("background-color", "rgb(112, 26, 117)");
  const old = await page.goto(`/${link.url}`);
  expect(old?.status()).toBe(404);

  // Back to the default theme.
  await visit(page, `/marketplace/links/${link.id}`);
  await page.getByText("Default blue", { exact: true }).click();
  await expect(page.getByRole("radio", { name: "Default blue" })).toBeChecked();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your changes are saved; the survey page shows them now.")).toBeVisible();
  await visit(page, `/${newUrl}`);
  await expect(page.getByRole("button", { name: "Start" })).toHaveCSS("background-color", "rgb(37, 99, 235)");
});

test("upload a logo, see it on the survey page, remove it; unsuitable files are refused", async ({ page, context, playwright }) => {
  const link = await createOwnedLink(playwright.request, { agencyName: "Logo Agency" });
  await signInAsOwner(playwright.request, context, link);
  await visit(page, `/marketplace/links/${link.id}`);

  const upload = page.getByLabel("Upload a logo");
  await upload.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
  });
  await expect(page.getByText("SVG logos are not accepted because they can contain scripts.")).toBeVisible();
  await upload.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]) });
  await expect(page.getByText(/The logo may be at most 1 MB; this file is 1\.0 MB/)).toBeVisible();

  await upload.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("Your logo is uploaded; the survey page shows it now.")).toBeVisible();
  await expect(page.getByTestId("logo-preview")).toBeVisible();
  const logoUrl = (await storedLink(link.id))?.logo_image_url;
  expect(logoUrl).toMatch(new RegExp(`^/files/logos/${link.id}-[0-9a-f]{16}\\.png$`));
  await expectNoViolations(page, "edit link with a logo");

  await visit(page, `/${link.url}`);
  const logo = page.getByRole("img", { name: "Logo of Logo Agency" });
  await expect(logo).toHaveAttribute("src", logoUrl!);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await visit(page, `/marketplace/links/${link.id}`);
  await page.getByRole("button", { name: "Remove logo" }).click();
  await expect(page.getByText("Your logo is removed.")).toBeVisible();
  expect((await storedLink(link.id))?.logo_image_url).toBeNull();
  expect((await page.request.get(logoUrl!)).status()).toBe(404);
});

test("choose who is notified and where the link is sent", async ({ page, context, playwright }) => {
  const link = await createOwnedLink(playwright.request);
  const colleague = await createUser(playwright.request, { firstName: "Casey", lastName: "Colleague", tosAccepted: true });
  await joinOrg(colleague.id, link.orgId, "Agent");
  await signInAsOwner(playwright.request, context, link);
  await visit(page, `/marketplace/links/${link.id}`);

  const notified = page.getByRole("region", { name: "Who is notified" });
  // The owner is always notified: no one removes them.
  await expect(notified.getByText("Owner", { exact: true })).toBeVisible();
  await expect(notified.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await notified.getByLabel("Add a colleague").selectOption({ label: `Casey Colleague (${colleague.email})` });
  await notified.getByRole("button", { name: "Add", exact: true }).click();
  await expect(notified.getByText("Casey Colleague will be notified of this link's submissions.")).toBeVisible();
  await notified.getByRole("button", { name: "Remove Casey Colleague" }).click();
  await expect(notified.getByText("Casey Colleague will no longer be notified.")).toBeVisible();
  await expect(notified.getByRole("listitem")).toHaveCount(1);

  const sent = page.getByRole("region", { name: "Where the link is sent" });
  await sent.getByLabel("Email address").fill("not-an-email");
  await sent.getByRole("button", { name: "Add", exact: true }).click();
  await expect(sent.getByText("Enter a valid email address")).toBeVisible();
  await expect(sent.getByLabel("Email address")).toHaveValue("not-an-email");
  await sent.getByLabel("Email address").fill("Client@Example.com");
  await sent.getByRole("button", { name: "Add", exact: true }).click();
  await expect(sent.getByRole("listitem").filter({ hasText: "client@example.com" })).toBeVisible();
  await sent.getByLabel("Send by").selectOption("sms");
  await sent.getByLabel("Mobile number").fill("+1 305 555 0123");
  await sent.getByRole("button", { name: "Add", exact: true }).click();
  await expect(sent.getByRole("listitem")).toHaveCount(2);
  await sent.getByRole("button", { name: "Remove client@example.com" }).click();
  await expect(sent.getByRole("listitem")).toHaveCount(1);
  await expectNoViolations(page, "stakeholders and deliveries");
});

test("search the list, cancel a link's subscription, then delete the link: its survey page says it is no longer active", async ({
  page,
  context,
  playwright,
}) => {
  const link = await createOwnedLink(playwright.request, { surveyType: "life" });
  await signInAsOwner(playwright.request, context, link);

  await visit(page, `/marketplace/links?searchTerm=${encodeURIComponent("no-such-link-anywhere")}`);
  await expect(page.getByText(/0 links match/)).toBeVisible();
  await page.getByLabel("Search your links").fill(link.url);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`searchTerm=${link.url}`));
  await expect(page.getByText(/1 link matches/)).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: `/${link.url}` });
  await expect(card).toContainText("Traditional surveys (monthly)");
  await expect(card).toContainText("Next renewal");

  // A link whose subscription renews cannot be deleted yet: the dialog says to cancel first.
  await card.getByRole("button", { name: `Delete /${link.url}` }).click();
  const blocked = page.getByRole("alertdialog", { name: `Delete /${link.url}?` });
  await expect(blocked).toContainText("Cancel the subscription first");
  await expect(blocked.getByRole("button", { name: "Close" })).toBeFocused();
  await blocked.getByRole("button", { name: "Close" }).click();

  await card.getByRole("button", { name: `Cancel subscription of /${link.url}` }).click();
  const cancel = page.getByRole("alertdialog", { name: `Cancel the subscription of /${link.url}?` });
  await expect(cancel).toContainText(/The link stays live until .+, the end of the period already paid for/);
  await expectNoViolations(page, "cancel dialog");
  await cancel.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText(new RegExp(`The subscription of /${link.url} is cancelled\\. The link stays live until`))).toBeVisible();
  await expect(card).toContainText("Active until the period ends");
  await expect(card).toContainText("Ends on");
  await expect(card.getByRole("button", { name: /^Cancel subscription/ })).toHaveCount(0);
  // Still live until then.
  expect((await page.request.get(`/api/links/url/${link.url}`)).status()).toBe(200);

  await card.getByRole("button", { name: `Delete /${link.url}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Delete /${link.url}?` });
  await expect(dialog).toContainText("Its submissions stay in your Submission Center");
  // The safe choice has the focus: Enter alone does not delete.
  await expect(dialog.getByRole("button", { name: "Keep the link" })).toBeFocused();
  await expectNoViolations(page, "delete dialog");
  await dialog.getByRole("button", { name: "Delete link" }).click();
  await expect(page.getByText(`/${link.url} is deleted. Its submissions stay.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await storedLink(link.id))?.deleted_at).toBeInstanceOf(Date);

  await visit(page, `/${link.url}`);
  await expect(page.getByRole("heading", { name: "This link is no longer active" })).toBeVisible();
});

test("an agent sees the links they are notified of, without the admin's actions", async ({ page, context, playwright }) => {
  const link = await createOwnedLink(playwright.request);
  const hidden = await createOwnedLink(playwright.request);
  const agent = await createUser(playwright.request, { firstName: "Avery", lastName: "Agent", tosAccepted: true });
  await joinOrg(agent.id, link.orgId, "Agent");
  await signInAsOwner(playwright.request, context, link);
  const added = await page.request.post("/api/linkStakeholders", { data: { link_id: link.id, user_ids: [agent.id] } });
  expect(added.status(), await added.text()).toBe(200);

  await context.clearCookies();
  await context.addCookies(agent.cookies);
  await visit(page, "/marketplace/links");
  await expect(page.getByText("1 link", { exact: true })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: `/${link.url}` });
  await expect(card.getByRole("link", { name: `QR code of /${link.url}` })).toBeVisible();
  await expect(card.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
  await expect(card.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByText(`/${hidden.url}`)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Create a survey link" })).toHaveCount(0);
});
