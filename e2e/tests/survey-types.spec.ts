import type { Page } from "@playwright/test";
import { consentRecords } from "../fixtures/survey-at.ts";
import {
  addDoctor,
  addHospital,
  addPharmacy,
  addPrescription,
  answerAddress,
  answerAnythingElse,
  answerDob,
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
 * Every survey type besides medicare and life (survey-frame.spec.ts, survey-life.spec.ts) answered from the
 * agent's link to the confirmation, in its screen order (docs/product.md#screen-order; the connecture doctor and hospital screens
 * included), and what the server then holds: the response submitted, the answers, the list items and the signed
 * form. The list and consent screens are checked in depth by their own specs; here they are answered once.
 */

test.use({ viewport: { width: 390, height: 844 } });

const AGENT = "Grace Harmon";
const TAMPA = { street: "100 Bay St", city: "Tampa", state: "FL", zip: "33602" };

/** The screens a walk went through, in order, to compare with the type's order at the end. */
function walker(page: Page) {
  const visited: string[] = ["surveyStart"];
  return {
    visited,
    at: async (screen: string, heading: string | RegExp) => {
      await onScreen(page, screen, heading);
      visited.push(screen);
    },
  };
}

/** name, hello, email and address: the opening of the connecture, aep_update and crm surveys. */
async function opening(page: Page, at: ReturnType<typeof walker>["at"], first: string, last: string, email: string) {
  await at("name", "Your name");
  await answerName(page, first, last);
  await next(page).click();
  await at("hello", `Nice to meet you, ${first}!`);
  await next(page).click();
  await at("email", "Your email");
  await answerEmail(page, email);
  await next(page).click();
  await at("address", "Your address");
  await answerAddress(page, TAMPA);
  await next(page).click();
}

/** phoneNumber and dob, in that order (connecture, aep_update, crm). */
async function phoneAndDob(page: Page, at: ReturnType<typeof walker>["at"]) {
  await at("phoneNumber", "Your phone number");
  await answerPhone(page, "8135550142", { type: "Home", time: "Afternoon", consentAgent: AGENT });
  await next(page).click();
  await at("dob", "Your date of birth");
  await answerDob(page, "02101955", "Male");
  await next(page).click();
}

/** The review, then its Submit; the Scope of Appointment signed; Next to the confirmation. */
async function reviewSignAndFinish(page: Page, at: ReturnType<typeof walker>["at"], options: { review: string[]; name: string }) {
  await at("wrapThis", "Review and send");
  await expect(page.getByText("After you submit, you'll be asked to sign a short form about what you'd like to discuss.")).toBeVisible();
  const review = page.locator("dl");
  for (const text of options.review) await expect(review).toContainText(text);
  await page.getByRole("button", { name: "Submit my answers" }).click();

  await at("scopeOfAppointment", "Scope of Appointment");
  await signConsent(page, {
    name: options.name,
    products: ["Medicare Advantage Plans (Part C) and Cost Plans", "Stand-alone Medicare Prescription Drug Plans (Part D)"],
  });
  await next(page).click();
}

async function expectProgressDone(page: Page) {
  await expect(page.getByRole("progressbar", { name: "Survey progress" })).toHaveAttribute("aria-valuetext", "100% complete");
}

test("connecture: from the link to the confirmation, with a pharmacy, a medicine, a doctor and a hospital", async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const linkUrl = await createLink(playwright.request, { surveyType: "connecture" });
  const survey = await startSurvey(page, linkUrl);
  const { visited, at } = walker(page);

  await opening(page, at, "Carmen", "Diaz", "carmen@example.com");
  await phoneAndDob(page, at);

  await at("preferredPharmacy", "Your pharmacy");
  await addPharmacy(page);
  await next(page).click();
  await at("introPrescriptions", "Your prescriptions");
  await next(page).click();
  await at("currentPrescriptions", "Your prescriptions");
  await addPrescription(page);
  await next(page).click();
  await at("introHospitals", "Your doctors and hospitals");
  await next(page).click();
  // The connecture variants: doctors before hospitals, with the in-network wording.
  await at("connecturePreferredDoctors", "Your doctors");
  await expect(page.getByText("Add your doctors and specialists. We'll check which plans have them in network.")).toBeVisible();
  await addDoctor(page);
  await next(page).click();
  await at("connecturePreferredHospitals", "Your hospitals");
  await expect(page.getByText("Add your preferred hospitals. We'll check which plans have them in network.")).toBeVisible();
  await addHospital(page);
  await next(page).click();
  await at("anythingElse", "Anything else?");
  await answerAnythingElse(page, AGENT, "Which plans cover my cardiologist?", "By video call");
  await next(page).click();

  await reviewSignAndFinish(page, at, {
    name: "Carmen Diaz",
    review: [
      "Carmen Diaz",
      "carmen@example.com",
      "Tampa, FL 33602",
      "(813) 555-0142",
      "02/10/1955",
      "CVS Pharmacy",
      "Lisinopril (Oral Pill) 10 mg",
    ],
  });
  await expectConfirmation(page, { heading: "Thank you, Carmen!", agent: AGENT });
  visited.push("confirmation");
  await expectProgressDone(page);

  expect(visited).toEqual([
    "surveyStart",
    "name",
    "hello",
    "email",
    "address",
    "phoneNumber",
    "dob",
    "preferredPharmacy",
    "introPrescriptions",
    "currentPrescriptions",
    "introHospitals",
    "connecturePreferredDoctors",
    "connecturePreferredHospitals",
    "anythingElse",
    "wrapThis",
    "scopeOfAppointment",
    "confirmation",
  ]);
  const [stored] = await responsesOfLink(linkUrl);
  expect(stored).toMatchObject({ id: survey.responseId, survey_type: "connecture", status: "submitted", current_question: "confirmation" });
  expect(stored?.data).toMatchObject({
    first_name: "Carmen",
    last_name: "Diaz",
    email: "carmen@example.com",
    address_one: "100 Bay St",
    city: "Tampa",
    state: "FL",
    zip: "33602",
    phone: "(813) 555-0142",
    phone_type: "home",
    best_time_to_call: "afternoon",
    consent_to_contact: true,
    dob: "02/10/1955",
    gender: "male",
    anything_else: "Which plans cover my cardiologist?",
    meeting_preference: "video",
  });
  const response = await responseFromApi(playwright.request, survey);
  expect(response).toMatchObject({ status: "submitted", survey_type: "connecture" });
  expect(response.submitted_at).toBeTruthy();
  // Picked from the registries' answers: stored as their records (verified).
  expect(response.survey_content.pharmacy_responses).toEqual([
    expect.objectContaining({ name: "CVS Pharmacy", npi: "1000001010", verified: true }),
  ]);
  expect(response.survey_content.prescription_responses).toEqual([
    expect.objectContaining({
      drug_name: "Lisinopril (Oral Pill)",
      rxcui: "314076",
      strength: "10 mg",
      frequency: "once_daily",
      days_supply: 30,
      verified: true,
    }),
  ]);
  expect(response.survey_content.specialist_responses).toEqual([
    expect.objectContaining({ name: "Alicia Moreno, MD", npi: "1000002018", is_pcp: true, verified: true }),
  ]);
  expect(response.survey_content.hospital_responses).toEqual([
    expect.objectContaining({ name: "Bayshore Sample General Hospital", npi: "1000003016", verified: true }),
  ]);
  const records = await consentRecords(survey.responseId);
  expect(records).toEqual([expect.objectContaining({ kind: "soa", signer_name: "Carmen Diaz", typed_name: "Carmen Diaz" })]);
  expect(records[0]?.products.toSorted()).toEqual(["medicare_advantage_and_cost", "part_d"]);
});

test("aep_update with integration=medicare_center: the connecture hospital and doctor screens, through to the confirmation", async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const linkUrl = await createLink(playwright.request, { surveyType: "aep_update" });
  const survey = await startSurvey(page, linkUrl, { query: "?integration=medicare_center" });
  const { visited, at } = walker(page);

  await opening(page, at, "Walter", "Briggs", "walter@example.com");
  await phoneAndDob(page, at);

  // "I don't have any" skips a section and moves on by itself.
  await at("pharmacy", "Your pharmacy");
  await page.getByRole("button", { name: "I don't use a pharmacy" }).click();
  await at("prescriptions", "Your prescriptions");
  await addPrescription(page);
  await next(page).click();
  await at("connecturePreferredHospitals", "Your hospitals");
  await expect(page.getByText("Add your preferred hospitals. We'll check which plans have them in network.")).toBeVisible();
  await addHospital(page);
  await next(page).click();
  await at("connecturePreferredDoctors", "Your doctors");
  await expect(page.getByText("Add your doctors and specialists. We'll check which plans have them in network.")).toBeVisible();
  await page.getByRole("button", { name: "I don't have any doctors to add" }).click();
  await at("anythingElse", "Anything else?");
  await answerAnythingElse(page, AGENT, "I want to keep my hospital.", "By phone");
  await next(page).click();

  await reviewSignAndFinish(page, at, {
    name: "Walter Briggs",
    review: ["Walter Briggs", "Lisinopril (Oral Pill) 10 mg", "Bayshore Sample General Hospital", "I want to keep my hospital."],
  });
  await expectConfirmation(page, { heading: "Thank you, Walter!", agent: AGENT });
  visited.push("confirmation");
  await expectProgressDone(page);

  expect(visited).toEqual([
    "surveyStart",
    "name",
    "hello",
    "email",
    "address",
    "phoneNumber",
    "dob",
    "pharmacy",
    "prescriptions",
    "connecturePreferredHospitals",
    "connecturePreferredDoctors",
    "anythingElse",
    "wrapThis",
    "scopeOfAppointment",
    "confirmation",
  ]);
  const [stored] = await responsesOfLink(linkUrl);
  expect(stored).toMatchObject({ survey_type: "aep_update", status: "submitted" });
  expect(stored?.data).toMatchObject({
    first_name: "Walter",
    last_name: "Briggs",
    zip: "33602",
    phone: "(813) 555-0142",
    dob: "02/10/1955",
    pharmacies_status: "skipped",
    doctors_status: "skipped",
    anything_else: "I want to keep my hospital.",
    meeting_preference: "phone",
  });
  const response = await responseFromApi(playwright.request, survey);
  expect(response).toMatchObject({ status: "submitted", survey_type: "aep_update", integration: "medicare_center" });
  expect(response.survey_content.pharmacy_responses).toEqual([]);
  expect(response.survey_content.specialist_responses).toEqual([]);
  expect(response.survey_content.prescription_responses).toEqual([
    expect.objectContaining({ drug_name: "Lisinopril (Oral Pill)", verified: true }),
  ]);
  expect(response.survey_content.hospital_responses).toEqual([expect.objectContaining({ npi: "1000003016" })]);
  expect(await consentRecords(survey.responseId)).toEqual([expect.objectContaining({ kind: "soa", signer_name: "Walter Briggs" })]);
});

test("crm: the generic pharmacy, prescriptions, hospitals and doctors screens, through to the confirmation", async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const linkUrl = await createLink(playwright.request, { surveyType: "crm" });
  const survey = await startSurvey(page, linkUrl);
  const { visited, at } = walker(page);

  await opening(page, at, "Nina", "Patel", "nina@example.com");
  await phoneAndDob(page, at);

  await at("pharmacy", "Your pharmacy");
  await addPharmacy(page);
  await next(page).click();
  await at("prescriptions", "Your prescriptions");
  await page.getByRole("button", { name: "I don't take any prescriptions" }).click();
  await at("hospitals", "Your hospitals");
  await expect(
    page.getByText("Add the hospitals you would want to go to, so your agent can check which plans include them."),
  ).toBeVisible();
  await page.getByRole("button", { name: "I don't have a preferred hospital" }).click();
  await at("doctors", "Your doctors");
  await addDoctor(page);
  await next(page).click();
  await at("anythingElse", "Anything else?");
  await answerAnythingElse(page, AGENT, "Mornings are best.", "In person");
  await next(page).click();

  await reviewSignAndFinish(page, at, { name: "Nina Patel", review: ["Nina Patel", "CVS Pharmacy", "Alicia Moreno, MD", "In person"] });
  await expectConfirmation(page, { heading: "Thank you, Nina!", agent: AGENT });
  visited.push("confirmation");
  await expectProgressDone(page);

  expect(visited).toEqual([
    "surveyStart",
    "name",
    "hello",
    "email",
    "address",
    "phoneNumber",
    "dob",
    "pharmacy",
    "prescriptions",
    "hospitals",
    "doctors",
    "anythingElse",
    "wrapThis",
    "scopeOfAppointment",
    "confirmation",
  ]);
  const [stored] = await responsesOfLink(linkUrl);
  expect(stored).toMatchObject({ survey_type: "crm", status: "submitted" });
  expect(stored?.data).toMatchObject({
    first_name: "Nina",
    email: "nina@example.com",
    prescriptions_status: "skipped",
    hospitals_status: "skipped",
    meeting_preference: "in_person",
  });
  const response = await responseFromApi(playwright.request, survey);
  expect(response).toMatchObject({ status: "submitted", survey_type: "crm", integration: null });
  expect(response.survey_content.pharmacy_responses).toEqual([expect.objectContaining({ name: "CVS Pharmacy" })]);
  expect(response.survey_content.specialist_responses).toEqual([expect.objectContaining({ name: "Alicia Moreno, MD" })]);
  expect(response.survey_content.prescription_responses).toEqual([]);
  expect(response.survey_content.hospital_responses).toEqual([]);
  expect(await consentRecords(survey.responseId)).toEqual([expect.objectContaining({ kind: "soa", signer_name: "Nina Patel" })]);
});

test("scope_only: the Scope of Appointment signed, then the confirmation; the response is submitted", async ({ page, playwright }) => {
  const linkUrl = await createLink(playwright.request, { surveyType: "scope_only" });
  const survey = await startSurvey(page, linkUrl);
  // No questions before the form: the client's name is theirs to give.
  await onScreen(page, "scopeOfAppointment", "Scope of Appointment");
  await expect(page.getByRole("progressbar", { name: "Survey progress" })).toHaveAttribute(
    "aria-valuetext",
    "Question 1 of 1 · Scope of Appointment",
  );
  await signConsent(page, {
    name: "Harold Jenkins",
    typeName: true,
    products: ["Medicare Supplement (Medigap) Products", "Dental/Vision/Hearing Products"],
  });
  await next(page).click();

  await expectConfirmation(page, { heading: "Thank you", agent: AGENT });
  await expectProgressDone(page);
  const [stored] = await responsesOfLink(linkUrl);
  expect(stored).toMatchObject({ survey_type: "scope_only", status: "submitted", current_question: "confirmation" });
  const response = await responseFromApi(playwright.request, survey);
  expect(response.status).toBe("submitted");
  expect(response.submitted_at).toBeTruthy();
  expect(response.survey_content.scope_of_appointment_responses).toEqual([
    expect.objectContaining({ kind: "soa", signer_name: "Harold Jenkins", typed_name: "Harold Jenkins" }),
  ]);
  const records = await consentRecords(survey.responseId);
  expect(records).toEqual([expect.objectContaining({ kind: "soa", signer_role: "beneficiary", signer_name: "Harold Jenkins" })]);
  expect(records[0]?.products.toSorted()).toEqual(["dental_vision_hearing", "medicare_supplement"]);
});

test("aca_consent_only: the ACA consent signed, then the confirmation; the response is submitted", async ({ page, playwright }) => {
  const linkUrl = await createLink(playwright.request, { surveyType: "aca_consent_only" });
  const survey = await startSurvey(page, linkUrl);
  await onScreen(page, "acaConsent", "Consent");
  await expect(page.getByRole("heading", { name: "Consent to Marketplace Agent or Broker Assistance" })).toBeVisible();
  await page.getByRole("radio", { name: "I am the person applying for coverage" }).check();
  await signConsent(page, { name: "Lucia Ortega", typeName: true });
  await next(page).click();

  await expectConfirmation(page, { heading: "Thank you", agent: AGENT });
  await expectProgressDone(page);
  const [stored] = await responsesOfLink(linkUrl);
  expect(stored).toMatchObject({ survey_type: "aca_consent_only", status: "submitted", current_question: "confirmation" });
  const response = await responseFromApi(playwright.request, survey);
  expect(response.status).toBe("submitted");
  expect(response.survey_content.aca_consent_responses).toEqual([
    expect.objectContaining({ kind: "aca_consent", signer_name: "Lucia Ortega" }),
  ]);
  expect(await consentRecords(survey.responseId)).toEqual([
    expect.objectContaining({ kind: "aca_consent", text_version: "aca-2026-11", locale: "en", signer_role: "beneficiary", products: [] }),
  ]);
});
