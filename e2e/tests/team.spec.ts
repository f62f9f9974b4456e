import { AxeBuilder } from "@axe-core/playwright";
import { expect as apiExpect, type Page } from "@playwright/test";
import { buyLinkThroughApi } from "../fixtures/billing.ts";
import { db } from "../fixtures/db.ts";
import { BASE_URL, TEST_PASSWORD } from "../fixtures/env.ts";
import { mailsTo } from "../fixtures/mail.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated } from "../fixtures/ui.ts";
import { ONBOARDED, uniqueEmail } from "../fixtures/users.ts";

const PHONE = { width: 390, height: 844 };

/** The invite link of the latest invite email to an address, read from the run's own SMTP server. */
async function inviteLinkTo(address: string): Promise<string> {
  let url: string | undefined;
  await expect
    .poll(() => {
      const mail = mailsTo(address).findLast((m) => m.template === "team.invite");
      url = mail && /https?:\/\/\S+\/invite\/[^\s"<]+/.exec(mail.text)?.[0];
      return url;
    })
    .toBeTruthy();
  return url!.replace(/^https?:\/\/[^/]+/, BASE_URL);
}

test("an Admin invites an agent by email; the agent joins through it, is made Restricted-Admin, then removed with their links handed over", async ({
  page,
  browser,
  onboardedUser: admin,
  playwright,
}) => {
  test.setTimeout(120_000);
  const agentEmail = uniqueEmail("invited-agent");
  await test.step("the Admin invites the agent from Users", async () => {
    await page.goto("/settings/user-management");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(agentEmail);
    await page.getByLabel("Role", { exact: true }).selectOption("Agent");
    await page.getByRole("button", { name: "Send invite" }).click();
    await expect(page.getByText(`Invite sent to ${agentEmail}.`)).toBeVisible();
    await expect(page.getByTestId(`invite-${agentEmail}`)).toContainText("Agent");
  });

  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await test.step("the agent signs up through the emailed link and lands on the dashboard without agency onboarding", async () => {
    const url = await inviteLinkTo(agentEmail);
    expect(mailsTo(agentEmail).at(-1)?.subject).toBe("You're invited to join Lone Star Benefits on PlanReady");
    const visited: string[] = [];
    agentPage.on("framenavigated", (frame) => {
      if (frame === agentPage.mainFrame()) visited.push(frame.url());
    });
    await agentPage.goto(url);
    await hydrated(agentPage);
    await expect(agentPage.getByRole("heading", { name: "Join Lone Star Benefits on PlanReady" })).toBeVisible();
    await expect(agentPage.getByText(`Avery Quinn invited ${agentEmail} to join as Agent.`)).toBeVisible();
    await expect(agentPage.getByLabel("Email", { exact: true })).toHaveValue(agentEmail);
    await agentPage.getByLabel("Full name").fill("Jordan Blake");
    await agentPage.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await agentPage.getByRole("button", { name: "Create account" }).click();

    await expect(agentPage).toHaveURL(/\/onboarding\/agent\?step=Name$/);
    await expect(agentPage.getByLabel("First Name")).toHaveValue("Jordan");
    await agentPage.getByRole("button", { name: "Next", exact: true }).click();
    await expect(agentPage).toHaveURL(/\/onboarding\/agent\?step=Terms$/);
    const signature = agentPage.getByRole("checkbox", { name: /Jordan Blake/ });
    await signature.focus();
    await agentPage.keyboard.press("Space");
    await agentPage.getByRole("button", { name: "Next", exact: true }).click();
    // A later user of a multi-user agency goes straight to the dashboard after the terms.
    await expect(agentPage).toHaveURL(/\/dashboard$/);
    await expect(agentPage.getByRole("complementary").getByText("Lone Star Benefits")).toBeVisible();
    expect(visited.filter((u) => u.includes("/onboarding/agency"))).toEqual([]);
  });

  const { rows } = await db().query<{ id: string; org_id: string; user_type: string }>(
    "select id, org_id, user_type from users where email = $1",
    [agentEmail],
  );
  const agent = rows[0]!;
  expect(agent).toMatchObject({ org_id: admin.orgId, user_type: "Agent" });

  // A link the agent sees (as a stakeholder), to hand over when they leave.
  const linkUrl = await buyLinkThroughApi(playwright.request, admin);
  const api = await playwright.request.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { origin: BASE_URL },
    storageState: { cookies: admin.cookies, origins: [] },
  });
  const { rows: linkRows } = await db().query<{ id: string }>("select id from links where url = $1", [linkUrl]);
  const linkId = linkRows[0]!.id;
  const added = await api.post("/api/linkStakeholders", { data: { link_id: linkId, user_ids: [agent.id] } });
  apiExpect(added.status(), await added.text()).toBe(200);
  await api.dispose();

  await test.step("the Admin makes the agent a Restricted-Admin", async () => {
    await page.reload();
    await hydrated(page);
    const row = page.getByTestId(`member-${agentEmail}`);
    await expect(row).toContainText("Jordan Blake");
    await expect(row).toContainText("1 link");
    await row.getByLabel("Role of Jordan Blake").selectOption("Restricted-Admin");
    await expect(page.getByText("Jordan Blake is now Restricted Admin.")).toBeVisible();
    await expect
      .poll(async () => (await db().query("select user_type from users where id = $1", [agent.id])).rows[0]?.user_type)
      .toBe("Restricted-Admin");
  });

  await test.step("the Admin removes them, handing their link to themself; the agent's session ends at once", async () => {
    await page.getByRole("button", { name: "Remove Jordan Blake" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove Jordan Blake?" });
    await expect(dialog).toContainText("every session of theirs ends now");
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(dialog.getByText("Choose a member").last()).toBeVisible();
    await dialog.getByLabel("New owner of the links").selectOption({ label: "Avery Quinn (Admin)" });
    await dialog.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Jordan Blake was removed.")).toBeVisible();
    await expect(page.getByTestId(`member-${agentEmail}`)).toHaveCount(0);

    const holders = await db().query<{ user_id: string }>("select user_id from link_stakeholders where link_id = $1", [linkId]);
    expect(holders.rows.map((r) => r.user_id)).toEqual([admin.id]);
    await agentPage.goto("/dashboard");
    await expect(agentPage).toHaveURL(/\/login\?returnTo=/);
  });
  await agentContext.close();
});

test("Users and the invite page in Spanish at 390 px", async ({ page, context, onboardedUser: admin }) => {
  await context.addCookies([{ name: "lng", value: "es", url: BASE_URL }]);
  await page.setViewportSize(PHONE);
  await page.goto("/settings/user-management");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Usuarios" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invitar a alguien" })).toBeVisible();
  await expect(page.getByTestId(`member-${admin.email}`)).toContainText("Admin");
  const email = uniqueEmail("es-invite");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Idioma del correo").selectOption("es");
  await page.getByRole("button", { name: "Enviar invitación" }).click();
  await expect(page.getByText(`Invitación enviada a ${email}.`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The email is in the language chosen for the invitee.
  const url = await inviteLinkTo(email);
  expect(mailsTo(email).at(-1)?.subject).toBe("Le invitaron a unirse a Lone Star Benefits en PlanReady");
  await page.getByRole("button", { name: `Revocar la invitación a ${email}` }).click();
  await expect(page.getByText(`Se revocó la invitación a ${email}.`)).toBeVisible();
  await page.goto(url);
  await expect(page.getByRole("heading", { name: "Esta invitación no se puede usar" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("Users and a valid invite's page pass axe (WCAG 2.2 AA)", async ({ page, browser, onboardedUser: admin }) => {
  test.setTimeout(90_000);
  const violations = async (target: Page) => {
    const { violations: found } = await new AxeBuilder({ page: target })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    return found.flatMap((v) => v.nodes.map((node) => `${v.id}: ${v.help} — ${node.target.join(" ")}`));
  };
  const email = uniqueEmail("axe-invite");
  await page.goto("/settings/user-management");
  await hydrated(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByTestId(`invite-${email}`)).toBeVisible();
  await expect(page.getByTestId(`member-${admin.email}`)).toBeVisible();
  expect(await violations(page)).toEqual([]);

  const visitor = await browser.newContext();
  const invitePage = await visitor.newPage();
  await invitePage.goto(await inviteLinkTo(email));
  await hydrated(invitePage);
  await expect(invitePage.getByRole("heading", { name: "Join Lone Star Benefits on PlanReady" })).toBeVisible();
  expect(await violations(invitePage)).toEqual([]);
  await visitor.close();
});

test("someone signed in to another agency who opens an invite is told so, and stays where they are", async ({
  page,
  browser,
  onboardedUser: admin,
  newUser,
}) => {
  const elsewhere = await newUser({ ...ONBOARDED, agencyName: "Gulf Coast Health" });
  const email = uniqueEmail("elsewhere");
  await page.goto("/settings/user-management");
  await hydrated(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByText(`Invite sent to ${email}.`)).toBeVisible();

  const context = await browser.newContext();
  await context.addCookies(elsewhere.cookies);
  const theirPage = await context.newPage();
  await theirPage.goto(await inviteLinkTo(email));
  await hydrated(theirPage);
  await expect(theirPage.getByText(`You are signed in as ${elsewhere.email}, a member of another agency.`)).toBeVisible();
  await expect(theirPage.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(theirPage.getByLabel("Password", { exact: true })).toHaveCount(0);
  const { rows } = await db().query<{ org_id: string }>("select org_id from users where id = $1", [elsewhere.id]);
  expect(rows[0]?.org_id).toBe(elsewhere.orgId);
  expect(elsewhere.orgId).not.toBe(admin.orgId);
  await context.close();
});
