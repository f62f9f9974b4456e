import { expect } from "@playwright/test";
import { joinOrg } from "../fixtures/db.ts";
import { createOwnedLink, signInAsOwner } from "../fixtures/link-owner.ts";
import { submitThroughApi } from "../fixtures/survey-links.ts";
import { test } from "../fixtures/test.ts";
import { visit } from "../fixtures/ui.ts";
import { createUser } from "../fixtures/users.ts";

/**
 * Client answers are read by a link's owner and the stakeholders they name, not by every Admin of the agency
 * (docs/decisions/027-client-answers-seen-by-owner-and-stakeholders.md). An Admin buys a link and gives it to an
 * agent on its page; from then on the Admin, on no stakeholder list, sees the agency's counts but not the agent's
 * client: not in the list, not in the detail, not in the PDF. The agent does.
 */
test("an agent's client submission is not readable by a plain Admin who is not a stakeholder", async ({
  page,
  context,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const link = await createOwnedLink(playwright.request, { firstName: "Ada", lastName: "Owner" });
  const agent = await createUser(playwright.request, { firstName: "Ada", lastName: "Owner", tosAccepted: true });
  await joinOrg(agent.id, link.orgId, "Agent");
  await signInAsOwner(playwright.request, context, link);

  await test.step("the Admin gives the link to the agent on its page", async () => {
    await visit(page, `/marketplace/links/${link.id}`);
    const owner = page.getByTestId("link-owner");
    await owner.getByLabel("Give the link to").selectOption({ label: `Ada Owner (${agent.email})` });
    await owner.getByRole("button", { name: "Change owner" }).click();
    await expect(owner.getByText("Ada Owner now owns this link.")).toBeVisible();
    await expect(owner.getByText("Owned by Ada Owner")).toBeVisible();
    // The owner names who else reads the answers: the Admin no longer can.
    await expect(page.getByTestId("stakeholders-owner-only")).toContainText("Only the link's owner, Ada Owner");
  });

  const { responseId } = await submitThroughApi(playwright.request, {
    linkUrl: link.url,
    answers: { first_name: "Harriet", last_name: "Private", email: "harriet@example.com" },
  });

  await test.step("the Admin's list has no row of it, only the agency's counts", async () => {
    await visit(page, "/submissions");
    await expect(page.getByRole("heading", { level: 1, name: "Submissions" })).toBeVisible();
    await expect(page.getByTestId("submission-row")).toHaveCount(0);
    await expect(page.getByText("Harriet")).toHaveCount(0);
    const overview = page.getByTestId("agency-overview");
    await expect(page.getByTestId("agency-overview-summary")).toHaveText("1 submission on links whose answers only their agents read");
    await overview.locator("summary").click();
    const row = overview.getByTestId("agency-overview-row").filter({ hasText: `/${link.url}` });
    await expect(row).toContainText("Ada Owner");
    await expect(row).toContainText("Owner and named colleagues only");
    await expect(overview).not.toContainText("Harriet");
  });

  await test.step("the detail page and the PDF are not found for the Admin", async () => {
    await visit(page, `/submissions/${responseId}`);
    await expect(page.getByText("This submission does not exist, or it is not one of yours.")).toBeVisible();
    await expect(page.getByText("Harriet")).toHaveCount(0);
    expect((await page.request.get(`/api/responses/${responseId}/detail`)).status()).toBe(404);
    expect((await page.request.post(`/api/responses/${responseId}/pdf`)).status()).toBe(404);
    expect((await page.request.get(`/api/responses/${responseId}/pdf`)).status()).toBe(404);
    const csv = await page.request.get(`/api/orgs/${link.orgId}/submissions.csv`);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).not.toContain("Harriet");
  });

  await test.step("the agent reads it", async () => {
    const agentContext = await browser.newContext();
    await agentContext.addCookies(agent.cookies);
    const agentPage = await agentContext.newPage();
    await visit(agentPage, "/submissions");
    await expect(agentPage.getByTestId("submission-row")).toHaveCount(1);
    await expect(agentPage.getByTestId("submission-row")).toContainText("Harriet");
    expect((await agentPage.request.post(`/api/responses/${responseId}/pdf`)).status()).toBe(202);
    // The owner names who else reads the answers, from their links page.
    await visit(agentPage, "/marketplace/links");
    await agentPage.getByRole("link", { name: `Who is notified of /${link.url}` }).click();
    await expect(agentPage.getByTestId("link-owner")).toContainText("Owned by Ada Owner (you)");
    await expect(agentPage.getByRole("region", { name: "Who is notified" }).getByLabel("Add a colleague")).toBeVisible();
    await agentContext.close();
  });
});
