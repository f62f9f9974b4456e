import { expectNoViolations } from "../fixtures/axe.ts";
import { consentRecords } from "../fixtures/survey-at.ts";
import {
  answerAddress,
  answerAnythingElse,
  answerEmail,
  answerName,
  answerPhone,
  expectConfirmation,
  next,
  onScreen,
  responseFromApi,
  signConsent,
  startSurvey,
} from "../fixtures/survey-flow.ts";
import { createLink, responsesOfLink } from "../fixtures/survey-links.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * An ACA survey from the agent's link to the confirmation: the household with its income, each member's health
 * answers, the review that submits, and the Marketplace consent signed. Every screen is checked with axe
 * (WCAG 2.2 AA) as the client sees it, answered, before moving on.
 */

test.use({ viewport: { width: 390, height: 844 } });

const AGENT = "Grace Harmon";

test("an aca survey from the link to the confirmation, every screen accessible", async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const linkUrl = await createLink(playwright.request, { surveyType: "aca" });
  const visited: string[] = ["surveyStart"];
  /** The screen shown (heading and screen id), recorded to compare with the type's order at the end. */
  const at = async (screen: string, heading: string | RegExp) => {
    await onScreen(page, screen, heading);
    visited.push(screen);
  };
  const scan = (where: string) => expectNoViolations(page, where);

  const survey = await startSurvey(page, linkUrl, { axe: true });

  await at("name", "Your name");
  await answerName(page, "Ana", "Lopez");
  await scan("name");
  await next(page).click();

  await at("hello", "Nice to meet you, Ana!");
  await scan("hello");
  await next(page).click();

  await at("email", "Your email");
  await answerEmail(page, "ana.lopez@example.com");
  await scan("email");
  await next(page).click();

  await at("address", "Your address");
  await answerAddress(page, { street: "12 Palm St", city: "Miami", state: "FL", zip: "33101" });
  await scan("address");
  await next(page).click();

  await at("household", "Your household");
  await expect(page.getByText("No one added yet. Start with yourself.")).toBeVisible();
  await scan("household, empty");
  await page.getByRole("button", { name: "Add myself" }).click();
  const household = page.getByRole("list", { name: "People in your household" });
  await expect(household).toContainText("Ana Lopez");
  await page.getByRole("button", { name: "Add a person" }).click();
  await page.getByLabel("First name").fill("Luis");
  await page.getByLabel("Last name (optional)").fill("Lopez");
  await page.getByRole("radio", { name: "Spouse" }).check();
  await page.getByLabel("Date of birth (optional)").pressSequentially("09201978");
  await expect(page.getByLabel("Date of birth (optional)")).toHaveValue("09/20/1978");
  await page.getByRole("radio", { name: "Male", exact: true }).check();
  await page.getByRole("group", { name: "Does this person need health coverage?" }).getByRole("radio", { name: "Yes" }).check();
  await scan("household, a person being added");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(household.getByRole("listitem")).toHaveCount(2);
  await expect(household).toContainText("Spouse");
  await page.getByLabel("Expected household income this year (optional)").fill("64000");
  await page.getByLabel("Tax filing status (optional)").selectOption({ label: "Married filing jointly" });
  await scan("household");
  await next(page).click();

  await at("healthInfoForMember", "Health information");
  const ana = page.getByRole("region", { name: "Ana Lopez" });
  const luis = page.getByRole("region", { name: "Luis Lopez" });
  await ana
    .getByRole("group", { name: "Has Ana used tobacco 4 or more times a week in the last 6 months?" })
    .getByRole("radio", { name: "No" })
    .check();
  await ana.getByRole("group", { name: "Is Ana pregnant?" }).getByRole("radio", { name: "No" }).check();
  await ana.getByRole("group", { name: "Does Ana have, or is offered, other health coverage?" }).getByRole("radio", { name: "No" }).check();
  await ana.getByLabel("Ana's own yearly income (optional)").fill("30000");
  await luis
    .getByRole("group", { name: "Has Luis used tobacco 4 or more times a week in the last 6 months?" })
    .getByRole("radio", { name: "Yes" })
    .check();
  // Luis is male: no pregnancy question for him.
  await expect(luis.getByRole("group", { name: "Is Luis pregnant?" })).toHaveCount(0);
  await luis
    .getByRole("group", { name: "Does Luis have, or is offered, other health coverage?" })
    .getByRole("radio", { name: "Yes" })
    .check();
  await luis.getByLabel("What kind of coverage?").selectOption({ label: "Through a job (employer)" });
  await luis.getByLabel("Luis's own yearly income (optional)").fill("34000");
  await scan("healthInfoForMember");
  await next(page).click();

  await at("almostDone", "Almost done");
  await scan("almostDone");
  await next(page).click();

  await at("phoneNumber", "Your phone number");
  await answerPhone(page, "3055550199", { type: "Mobile", time: "Evening", consentAgent: AGENT });
  await scan("phoneNumber");
  await next(page).click();

  await at("anythingElse", "Anything else?");
  await answerAnythingElse(page, AGENT, "Our employer plan ends in March.", "By phone");
  await scan("anythingElse");
  await next(page).click();

  await at("wrapThis", "Review and send");
  await expect(page.getByText("After you submit, you'll be asked to sign a short consent form.")).toBeVisible();
  const review = page.locator("dl");
  for (const text of ["Ana Lopez", "ana.lopez@example.com", "Miami, FL 33101", "Luis Lopez", "(305) 555-0199", "By phone"])
    await expect(review).toContainText(text);
  await scan("wrapThis");
  await page.getByRole("button", { name: "Submit my answers" }).click();

  // The review submitted the answers; the consent follows.
  await at("acaConsent", "Consent");
  await expect(page.getByRole("heading", { name: "Consent to Marketplace Agent or Broker Assistance" })).toBeVisible();
  await expect.poll(async () => (await responsesOfLink(linkUrl))[0]?.status).toBe("submitted");
  await scan("acaConsent");
  // The consent names the client, from their answers, and their agent.
  await expect(page.getByText(/^I, Ana Lopez, give my permission to /)).toBeVisible();
  await signConsent(page, { name: "Ana Lopez" });
  await scan("acaConsent, signed");
  await next(page).click();

  await expectConfirmation(page, { heading: "Thank you, Ana!", agent: AGENT });
  visited.push("confirmation");
  await expect(page.getByRole("progressbar", { name: "Survey progress" })).toHaveAttribute("aria-valuetext", "100% complete");
  await scan("confirmation");

  expect(visited).toEqual([
    "surveyStart",
    "name",
    "hello",
    "email",
    "address",
    "household",
    "healthInfoForMember",
    "almostDone",
    "phoneNumber",
    "anythingElse",
    "wrapThis",
    "acaConsent",
    "confirmation",
  ]);
  const [stored] = await responsesOfLink(linkUrl);
  expect(stored).toMatchObject({ survey_type: "aca", status: "submitted", current_question: "confirmation" });
  expect(stored?.data).toMatchObject({
    first_name: "Ana",
    last_name: "Lopez",
    email: "ana.lopez@example.com",
    address_one: "12 Palm St",
    city: "Miami",
    state: "FL",
    zip: "33101",
    annual_income: 64000,
    household_size: 2,
    tax_filing_status: "married_filing_jointly",
    phone: "(305) 555-0199",
    phone_type: "mobile",
    best_time_to_call: "evening",
    consent_to_contact: true,
    anything_else: "Our employer plan ends in March.",
    meeting_preference: "phone",
  });
  const response = await responseFromApi(playwright.request, survey);
  expect(response).toMatchObject({ status: "submitted", survey_type: "aca" });
  expect(response.submitted_at).toBeTruthy();
  expect(response.survey_content.household_members).toEqual([
    expect.objectContaining({
      first_name: "Ana",
      last_name: "Lopez",
      relationship: "self",
      seeking_coverage: true,
      tobacco_use: false,
      pregnant: false,
      has_other_coverage: false,
      income: 30000,
    }),
    expect.objectContaining({
      first_name: "Luis",
      last_name: "Lopez",
      relationship: "spouse",
      dob: "09/20/1978",
      gender: "male",
      seeking_coverage: true,
      tobacco_use: true,
      has_other_coverage: true,
      other_coverage_kind: "employer",
      income: 34000,
    }),
  ]);
  expect(await consentRecords(survey.responseId)).toEqual([
    expect.objectContaining({
      kind: "aca_consent",
      text_version: "aca-2026-11",
      locale: "en",
      signer_role: "beneficiary",
      signer_name: "Ana Lopez",
      typed_name: "Ana Lopez",
    }),
  ]);
});
