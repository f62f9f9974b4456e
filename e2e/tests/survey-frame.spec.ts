import type { Page } from "@playwright/test";
import { expectNoViolations } from "../fixtures/axe.ts";
import { createLink, doTheseApplyRows, openResponseAt, responsesOfLink, screenOf } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";
import { hydrated, visit } from "../fixtures/ui.ts";

/**
 * The survey frame and the general screens: starting from the agent's link, moving through a whole medicare
 * survey (every general screen checked with axe), the skip rules, resuming, the themes and the pages around it.
 * The list and consent screens have their own specs; here they are only passed through.
 */

test.use({ viewport: { width: 390, height: 844 } });

const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });

async function expectScreen(page: Page, screen: string, heading: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expect.poll(() => screenOf(page)).toBe(screen);
}

/** The list and consent screens of the other specs: passed through the way a client who skips them would. */
async function passThrough(page: Page, screen: string) {
  await expect.poll(() => screenOf(page)).toBe(screen);
  await page.getByRole("button", { name: "Continue without signing" }).or(next(page)).click();
}

test("a medicare survey from the link to the confirmation, every general screen accessible", async ({ page, playwright }) => {
  test.setTimeout(180_000);
  const linkUrl = await createLink(playwright.request);
  await visit(page, `/${linkUrl}`);

  // The start screen, server-rendered, with the agent and the notices.
  await expect(page.getByRole("heading", { level: 1, name: "Hello! Grace Harmon has a few questions for you" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Grace Harmon");
  await expect(page.getByRole("banner")).toContainText("Sunshine Benefits");
  await expect(page.getByText("Not affiliated with the U.S. government")).toBeVisible();
  await expect(page.getByText("Powered by PlanReady")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Survey progress" })).toHaveAttribute("aria-valuetext", "4% complete");
  await expectNoViolations(page, "surveyStart");
  await page.getByRole("button", { name: "Start" }).click();
  // Start is a form: the first screen arrives as a new page, used once its script has taken over.
  await page.waitForURL(/surveyResponseId=/);
  await hydrated(page);

  await expectScreen(page, "email", "Your email");
  // Where the client is, in words beside the bar: the welcome and the thank-you are not questions.
  await expect(page.getByRole("banner").getByText("Question 1 of 23 · Your email")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Survey progress" })).toHaveAttribute(
    "aria-valuetext",
    "Question 1 of 23 · Your email",
  );
  await expect
    .poll(async () => (await responsesOfLink(linkUrl))[0])
    .toMatchObject({ survey_type: "medicare", locale: "en", no_providers: false });
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await page.getByLabel("Email address").fill("ana@example");
  await next(page).click();
  await expect(page.getByText("Enter a valid email address, like name@example.com, or leave it blank.")).toBeVisible();
  await expect(page.getByLabel("Email address")).toBeFocused();
  await expectNoViolations(page, "email with an error");
  await page.getByLabel("Email address").fill("ana@example.com");
  await next(page).click();

  await expectScreen(page, "familiarWithMedicare", "Medicare and you");
  // The new screen's heading takes the focus, so a screen reader says where the client is.
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  await expectNoViolations(page, "familiarWithMedicare");
  await page.getByLabel("Somewhat familiar").check();
  await next(page).click();

  await expectScreen(page, "name", "Your name");
  await next(page).click();
  await expect(page.getByText("Enter your first name.")).toBeVisible();
  await expectNoViolations(page, "name with errors");
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Lopez");
  await next(page).click();

  await expectScreen(page, "hello", "Nice to meet you, Ana!");
  await expectNoViolations(page, "hello");
  await next(page).click();

  await expectScreen(page, "currentHealthIns", "Your health coverage today");
  await page.getByLabel("Medicaid").check();
  await page.getByLabel("What is the name of your plan or insurance company?").fill("Sunshine Health");
  await expectNoViolations(page, "currentHealthIns");
  await next(page).click();

  // Not on Medicare yet: the plan screen is asked.
  await expectScreen(page, "medicarePlan", "Your Medicare plans");
  await page.getByLabel(/^Medicare Supplement \(Medigap\)/).check();
  await page.getByLabel("When does (or did) your Medicare Part A start?").pressSequentially("0701202");
  await next(page).click();
  await expect(page.getByText("Enter a real date as MM/DD/YYYY, or leave it blank.").first()).toBeVisible();
  await expectNoViolations(page, "medicarePlan with an error");
  await page.getByLabel("When does (or did) your Medicare Part A start?").pressSequentially("6");
  await expect(page.getByLabel("When does (or did) your Medicare Part A start?")).toHaveValue("07/01/2026");
  await next(page).click();

  await expectScreen(page, "address", "Your address");
  await next(page).click();
  await expect(page.getByText("Enter your street address.")).toBeVisible();
  await expectNoViolations(page, "address with errors");
  await page.getByLabel("Street address").fill("12 Palm St");
  await page.getByLabel("City").fill("Miami");
  await page.getByLabel("State").selectOption("FL");
  await page.getByLabel("ZIP code").fill("33101");
  await page.getByLabel("County (optional)").fill("Miami-Dade");
  await next(page).click();

  await expectScreen(page, "dob", "Your date of birth");
  const dob = page.getByLabel("Date of birth");
  await expect(dob).toHaveAttribute("inputmode", "numeric");
  await dob.pressSequentially("0415195");
  await expect(dob).toHaveValue("04/15/195");
  await next(page).click();
  await expect(page.getByText("Enter a real date of birth as MM/DD/YYYY, for example 04/15/1958.")).toBeVisible();
  await dob.pressSequentially("8");
  await expect(dob).toHaveValue("04/15/1958");
  await page.getByLabel("Female").check();
  await expectNoViolations(page, "dob");
  await next(page).click();

  await expectScreen(page, "learnABit", "Your health care");
  await expectNoViolations(page, "learnABit");
  await next(page).click();
  await passThrough(page, "preferredPharmacy");
  await expectScreen(page, "introPrescriptions", "Your prescriptions");
  await expectNoViolations(page, "introPrescriptions");
  await next(page).click();
  await passThrough(page, "currentPrescriptions");
  await expectScreen(page, "introHospitals", "Your doctors and hospitals");
  await expectNoViolations(page, "introHospitals");
  await next(page).click();
  await passThrough(page, "preferredHospitals");
  await passThrough(page, "preferredDoctors");
  await expectScreen(page, "introMedicare", "Paying for Medicare");
  await expectNoViolations(page, "introMedicare");
  await next(page).click();

  await expectScreen(page, "medicarePayment", "How you pay");
  await page.getByLabel("Taken out of my Social Security check").check();
  await expectNoViolations(page, "medicarePayment");
  await next(page).click();

  await expectScreen(page, "doTheseApply", "Do any of these apply to you?");
  await page.getByLabel("I get Extra Help with drug costs").check();
  await page.getByLabel("I have a chronic condition").check();
  await next(page).click();
  await expect(page.getByText("Choose at least one condition, or untick chronic condition.")).toBeVisible();
  await expectNoViolations(page, "doTheseApply with an error");
  await page.getByLabel("Diabetes").check();
  await page.getByLabel("Other", { exact: true }).check();
  await page.getByLabel("Please tell us what applies").fill("Retiring in June");
  await next(page).click();

  await expectScreen(page, "almostDone", "Almost done");
  await expectNoViolations(page, "almostDone");
  await next(page).click();

  await expectScreen(page, "phoneNumber", "Your phone number");
  await page.getByLabel("Phone number").pressSequentially("3055550123");
  await expect(page.getByLabel("Phone number")).toHaveValue("(305) 555-0123");
  await page.getByLabel("Mobile").check();
  await page.getByLabel("Morning").check();
  await page.getByLabel("Yes, Grace Harmon may call or text me about my request.").check();
  await expectNoViolations(page, "phoneNumber");
  await next(page).click();

  await expectScreen(page, "anythingElse", "Anything else?");
  await page.getByLabel("Anything else for Grace Harmon?").fill("Please call after 10am.");
  await page.getByLabel("By phone").check();
  await expectNoViolations(page, "anythingElse");
  await next(page).click();

  // The review lists the answers; Change opens a screen whose Next comes back to the review.
  await expectScreen(page, "wrapThis", "Review and send");
  const review = page.locator("dl");
  await expect(review).toContainText("Ana Lopez");
  await expect(review).toContainText("12 Palm St");
  await expect(review).toContainText("Miami, FL 33101");
  await expect(review).toContainText("04/15/1958");
  await expect(review).toContainText("I get Extra Help with drug costs");
  await expect(review).toContainText("Diabetes");
  await expectNoViolations(page, "wrapThis");
  await page.getByRole("button", { name: "Change: Your phone number" }).click();
  await expectScreen(page, "phoneNumber", "Your phone number");
  await page.getByLabel("Evening").check();
  await next(page).click();
  await expectScreen(page, "wrapThis", "Review and send");
  await expect(review).toContainText("Evening");
  await page.getByRole("button", { name: "Submit my answers" }).click();

  await passThrough(page, "scopeOfAppointment");
  await expectScreen(page, "confirmation", "Thank you, Ana!");
  await expect(page.getByText("Your answers were sent to Grace Harmon.")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Survey progress" })).toHaveAttribute("aria-valuetext", "100% complete");
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await expectNoViolations(page, "confirmation");

  const [stored] = await responsesOfLink(linkUrl);
  expect(stored).toMatchObject({ status: "submitted", current_question: "confirmation" });
  expect(stored?.data).toMatchObject({
    email: "ana@example.com",
    familiar_with_medicare: "somewhat",
    first_name: "Ana",
    last_name: "Lopez",
    current_health_ins: ["medicaid"],
    medicare_plan: "Sunshine Health",
    medicare_plan_interest: ["medicare_supplement"],
    medicare_part_a_date: "07/01/2026",
    address_one: "12 Palm St",
    city: "Miami",
    state: "FL",
    zip: "33101",
    county: "Miami-Dade",
    dob: "04/15/1958",
    gender: "female",
    medicare_payment: "ss_deduction",
    phone: "(305) 555-0123",
    phone_type: "mobile",
    best_time_to_call: "evening",
    consent_to_contact: true,
    anything_else: "Please call after 10am.",
    meeting_preference: "phone",
  });
  expect(await doTheseApplyRows(stored!.content_id)).toEqual([
    { code: "chronic_condition", chronic_condition: "diabetes", detail: null },
    { code: "extra_help_lis", chronic_condition: null, detail: null },
    { code: "other", chronic_condition: null, detail: "Retiring in June" },
  ]);

  // Finished: reopening the link on this phone starts a new survey rather than offering this one.
  await visit(page, `/${linkUrl}`);
  await expect(page.getByRole("button", { name: "Start" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue where you left off" })).toHaveCount(0);
});

test("the browser's Back and Forward move within the survey; a reload and the link again resume it", async ({
  page,
  context,
  playwright,
}) => {
  const linkUrl = await createLink(playwright.request);
  await visit(page, `/${linkUrl}`);
  await page.getByRole("button", { name: "Start" }).click();
  // Start is a form: the first screen arrives as a new page, used once its script has taken over.
  await page.waitForURL(/surveyResponseId=/);
  await hydrated(page);
  await page.getByLabel("Email address").fill("ana@example.com");
  await next(page).click();
  await page.getByLabel("Very familiar").check();
  await next(page).click();
  await expectScreen(page, "name", "Your name");
  await page.getByLabel("First name").fill("Ana");

  await page.goBack();
  await expectScreen(page, "familiarWithMedicare", "Medicare and you");
  await expect(page.getByLabel("Very familiar")).toBeChecked();
  await page.goForward();
  await expectScreen(page, "name", "Your name");
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  // The in-page Back too.
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expectScreen(page, "familiarWithMedicare", "Medicare and you");
  await next(page).click();

  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  await page.reload();
  await expectScreen(page, "name", "Your name");
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  const [first] = await responsesOfLink(linkUrl);
  expect(first).toMatchObject({ current_question: "name" });
  expect(first?.data).toMatchObject({ email: "ana@example.com", familiar_with_medicare: "very", first_name: "Ana" });

  // The link again, in a new tab on the same phone: continue, or start over with an empty survey.
  const again = await context.newPage();
  await visit(again, `/${linkUrl}`);
  await expect(again.getByText("Welcome back! You started this survey on this phone.")).toBeVisible();
  await again.getByRole("link", { name: "Continue where you left off" }).click();
  await again.waitForURL(/surveyResponseId=/);
  await hydrated(again);
  await expectScreen(again, "name", "Your name");
  await expect(again.getByLabel("First name")).toHaveValue("Ana");

  await visit(again, `/${linkUrl}`);
  await again.getByRole("button", { name: "Start over" }).click();
  await again.waitForURL(/surveyResponseId=/);
  await hydrated(again);
  await expectScreen(again, "email", "Your email");
  await expect(again.getByLabel("Email address")).toHaveValue("");
  const responses = await responsesOfLink(linkUrl);
  expect(responses).toHaveLength(2);
  expect(new URL(again.url()).searchParams.get("surveyResponseId")).toBe(responses[1]?.id);
  await next(again).click();
  await next(again).click();
  await expectScreen(again, "name", "Your name");
  await expect(again.getByLabel("First name")).toHaveValue("");

  // /survey/{id} opens the same survey where it was started (this tab still holds its token), and nowhere else.
  await visit(page, `/survey/${first!.id}`);
  await expectScreen(page, "name", "Your name");
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  const elsewhere = await (await page.context().browser()!.newContext()).newPage();
  await visit(elsewhere, `/survey/${first!.id}`);
  await expect(elsewhere.getByRole("heading", { level: 1, name: "Open your survey from your link" })).toBeVisible();
  await expectNoViolations(elsewhere, "no token");
  await elsewhere.context().close();
});

test("already on Medicare skips the plan screen, both ways; otherwise it is asked", async ({ page, playwright }) => {
  const linkUrl = await createLink(playwright.request);
  await openResponseAt(page, playwright.request, { linkUrl, screen: "currentHealthIns", answers: { first_name: "Ana" } });
  await expectScreen(page, "currentHealthIns", "Your health coverage today");
  await expect(page.getByRole("progressbar", { name: "Survey progress" })).toHaveAttribute("value", "24");
  await expect(page.getByText("Question 5 of 23 · Your health coverage today")).toBeVisible();
  await page.getByLabel("Medicare Advantage (Part C)").check();
  await next(page).click();
  await expectScreen(page, "address", "Your address");
  // The count follows the answers: the plan screen is no longer one of the questions.
  await expect(page.getByText("Question 6 of 22 · Your address")).toBeVisible();
  // The skipped plan screen still counts: the bar moves two steps.
  await expect(page.getByRole("progressbar", { name: "Survey progress" })).toHaveAttribute("value", "32");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expectScreen(page, "currentHealthIns", "Your health coverage today");

  // "None" stands alone, and without Medicare the plan screen comes next.
  await page.getByLabel("I don't have coverage").check();
  await expect(page.getByLabel("Medicare Advantage (Part C)")).not.toBeChecked();
  await next(page).click();
  await expectScreen(page, "medicarePlan", "Your Medicare plans");
  await next(page).click();
  await expectScreen(page, "address", "Your address");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expectScreen(page, "medicarePlan", "Your Medicare plans");
  await expect.poll(async () => (await responsesOfLink(linkUrl))[0]?.data.current_health_ins).toEqual(["none"]);
});

test("noProviders from the link skips the doctors and hospitals screens, both ways", async ({ page, playwright }) => {
  const linkUrl = await createLink(playwright.request);
  await visit(page, `/${linkUrl}?noProviders=true`);
  await page.getByRole("button", { name: "Start" }).click();
  // Start is a form: the first screen arrives as a new page, used once its script has taken over.
  await page.waitForURL(/surveyResponseId=/);
  await hydrated(page);
  await expectScreen(page, "email", "Your email");
  await expect.poll(async () => (await responsesOfLink(linkUrl))[0]?.no_providers).toBe(true);

  const url = new URL(page.url());
  url.searchParams.set("screen", "currentPrescriptions");
  await visit(page, url.pathname + url.search);
  await expect.poll(() => screenOf(page)).toBe("currentPrescriptions");
  await next(page).click();
  await expectScreen(page, "introMedicare", "Paying for Medicare");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect.poll(() => screenOf(page)).toBe("currentPrescriptions");
});

test("the link's colour theme, the aca notices, unknown links and the start page without JavaScript", async ({
  page,
  playwright,
  browser,
}) => {
  const green = await createLink(playwright.request, {
    altThemeColor: "green",
    firstName: null,
    lastName: null,
    agencyName: "Green Valley Insurance",
  });
  await visit(page, `/${green}`);
  await expect(page.getByRole("heading", { level: 1, name: "Hello! Green Valley Insurance has a few questions for you" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start" })).toHaveCSS("background-color", "rgb(21, 128, 61)");
  await expect(page.locator("footer")).toHaveCSS("background-color", "rgb(20, 83, 45)");
  await expectNoViolations(page, "green theme");

  const aca = await createLink(playwright.request, { surveyType: "aca" });
  await visit(page, `/${aca}`);
  await expect(page.getByText("Powered by PlanReady")).toBeVisible();
  await expect(page.getByText("Not affiliated with the U.S. government")).toHaveCount(0);
  // surveyType in the address wins over the link's; an unknown one keeps the link's.
  await visit(page, `/${aca}?surveyType=life`);
  await expect(page.getByText("Not affiliated with the U.S. government")).toBeVisible();
  await visit(page, `/${aca}?surveyType=nonsense`);
  await expect(page.getByText("Not affiliated with the U.S. government")).toHaveCount(0);

  const missing = await page.goto("/e2e-no-such-survey-link");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This link isn't active" })).toBeVisible();

  // The start page is server-rendered: it reads the same before any script runs.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`${new URL(page.url()).origin}/${green}?lng=es`);
  await expect(
    bare.getByRole("heading", { level: 1, name: "¡Hola! Green Valley Insurance tiene unas preguntas para usted" }),
  ).toBeVisible();
  await expect(bare.locator("html")).toHaveAttribute("lang", "es");
  // It needs none: the language is a link, Start a form; the first screen comes from the server, in that language.
  await bare.getByRole("link", { name: "English" }).click();
  await expect(bare.getByRole("heading", { level: 1, name: "Hello! Green Valley Insurance has a few questions for you" })).toBeVisible();
  await bare.getByRole("link", { name: "Español" }).click();
  await bare.getByRole("button", { name: "Comenzar" }).click();
  await bare.waitForURL(/surveyResponseId=/);
  expect(new URL(bare.url()).searchParams.get("screen")).toBe("email");
  await expect(bare.locator("html")).toHaveAttribute("lang", "es");
  await expect(bare.getByRole("heading", { level: 1 })).toBeVisible();
  const [started] = await responsesOfLink(green);
  expect(started).toMatchObject({ locale: "es" });
  expect(new URL(bare.url()).searchParams.get("surveyResponseId")).toBe(started?.id);
  // The link again on this device: its unfinished survey is offered (the survey session cookie), also without script.
  await bare.goto(`${new URL(page.url()).origin}/${green}`);
  await bare
    .getByRole("link", { name: "Continuar donde lo dejó" })
    .or(bare.getByRole("link", { name: "Continue where you left off" }))
    .click();
  await bare.waitForURL(/surveyResponseId=/);
  expect(new URL(bare.url()).searchParams.get("surveyResponseId")).toBe(started?.id);
  await noScript.close();
});
