import { expectNoViolations } from "../fixtures/axe.ts";
import { expect, test } from "../fixtures/test.ts";
import { openSurveyAt, storedContent } from "../fixtures/survey-at.ts";

/**
 * The list screens: drugs, pharmacies, doctors and hospitals found through the look-ups (the run's fake registries
 * and their sample records, e2e/fake-registries.ts) or typed freely, the ACA household, and what the server holds
 * after each change: a pick is the registry's record (verified), anything typed is not.
 */

test.use({ viewport: { width: 390, height: 844 } });

test("a prescription found by the look-up, one typed freely, and a removal", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "medicare", screen: "currentPrescriptions" });
  await expect(page.getByRole("heading", { level: 1, name: "Your prescriptions" })).toBeVisible();

  await page.getByRole("button", { name: "Add a prescription" }).click();
  const drug = page.getByRole("combobox", { name: "Medicine name" });
  await drug.pressSequentially("lisino");
  await expect(page.getByRole("option", { name: /^Lisinopril/ }).first()).toBeVisible();
  await expectNoViolations(page, "look-up list open");
  // Keyboard: the first option becomes active without leaving the text box, Enter picks it.
  await drug.press("ArrowDown");
  await expect(drug).toHaveAttribute("aria-activedescendant", /.+/);
  await drug.press("Enter");
  await expect(drug).toHaveValue("Lisinopril (Oral Pill)");
  await page.getByLabel("Strength and form").selectOption({ label: "10 mg tablet" });
  await page.getByLabel("How many per fill (optional)").fill("30");
  await page.getByLabel("How often do you take it?").selectOption("once_daily");
  await page.getByRole("radio", { name: "90 days" }).check();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("list", { name: "Prescriptions you added" })).toContainText("Once a day · 30 per fill · 90-day supply");

  // A drug the look-up does not know is kept as typed.
  await page.getByRole("button", { name: "Add a prescription" }).click();
  await drug.fill("Compounded hydrocortisone cream");
  await expect(page.getByRole("option", { name: "Use “Compounded hydrocortisone cream”" })).toBeVisible();
  await page.getByRole("option", { name: "Use “Compounded hydrocortisone cream”" }).click();
  await page.getByLabel("Strength (optional)").fill("2.5%");
  await page.getByRole("button", { name: "Done" }).click();

  // A third one, removed after confirming.
  await page.getByRole("button", { name: "Add a prescription" }).click();
  await drug.fill("Aspirin");
  await page.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Remove Aspirin" }).click();
  await page.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page.getByText("Aspirin", { exact: true })).toHaveCount(0);

  await expect
    .poll(async () => (await storedContent(playwright.request, survey)).prescription_responses)
    .toEqual([
      expect.objectContaining({
        drug_name: "Lisinopril (Oral Pill)",
        // The RxCUI of the strength picked (the product), as RxTerms names it.
        rxcui: "314076",
        strength: "10 mg",
        dosage_form: "tablet",
        quantity: 30,
        frequency: "once_daily",
        days_supply: 90,
        verified: true,
      }),
      expect.objectContaining({ drug_name: "Compounded hydrocortisone cream", rxcui: null, strength: "2.5%", verified: false }),
    ]);
});

test("a pharmacy near the client's ZIP code, and a mail-order one", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "medicare", screen: "preferredPharmacy" });
  await page.getByRole("button", { name: "Add a pharmacy" }).click();
  await expect(page.getByLabel("ZIP code")).toHaveValue("33602");
  const name = page.getByRole("combobox", { name: "Pharmacy name" });
  await name.pressSequentially("cvs");
  // The nearest first: the Tampa store for 33602.
  await expect(page.getByRole("option").first()).toContainText("Tampa, FL 33602");
  await page.getByRole("option").first().click();
  await expect(page.getByLabel("Address (optional)")).toHaveValue("2401 W Sample Blvd, Tampa, FL 33602");
  await page.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Add a pharmacy" }).click();
  // A mail-order pharmacy is far from the client's ZIP code: found by name from anywhere.
  await name.pressSequentially("caremark");
  await page
    .getByRole("option", { name: /Mail order/ })
    .first()
    .click();
  await expect(page.getByRole("checkbox", { name: /mail-order pharmacy/ })).toBeChecked();
  await page.getByRole("button", { name: "Done" }).click();

  await expect
    .poll(async () => (await storedContent(playwright.request, survey)).pharmacy_responses)
    .toEqual([
      expect.objectContaining({ name: "CVS Pharmacy", npi: "1000001010", is_mail_order: false, phone: "813-555-0100", verified: true }),
      expect.objectContaining({ is_mail_order: true, verified: true }),
    ]);
});

test("a doctor by name near the ZIP code, marked as primary care", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "medicare", screen: "preferredDoctors" });
  await page.getByRole("button", { name: "Add a doctor" }).click();
  await page.getByRole("combobox", { name: "Doctor's name" }).pressSequentially("moreno");
  await page.getByRole("option", { name: /Alicia Moreno/ }).click();
  await expect(page.getByLabel("Specialty (optional)")).toHaveValue("Internal Medicine");
  await page.getByRole("checkbox", { name: "This is my primary care doctor" }).check();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("list", { name: "Doctors you added" })).toContainText("Primary care doctor · Internal Medicine");
  await expect
    .poll(async () => (await storedContent(playwright.request, survey)).specialist_responses)
    .toEqual([
      expect.objectContaining({
        name: "Alicia Moreno, MD",
        npi: "1000002018",
        is_pcp: true,
        specialty: "Internal Medicine",
        verified: true,
      }),
    ]);
});

test("a hospital from the look-up (connecture wording)", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "connecture", screen: "connecturePreferredHospitals" });
  await expect(page.getByText("We'll check which plans have them in network.")).toBeVisible();
  await page.getByRole("button", { name: "Add a hospital" }).click();
  await page.getByRole("combobox", { name: "Hospital name" }).pressSequentially("bayshore");
  await page.getByRole("option", { name: /Bayshore Sample General Hospital/ }).click();
  await page.getByRole("button", { name: "Done" }).click();
  await expect
    .poll(async () => (await storedContent(playwright.request, survey)).hospital_responses)
    .toEqual([expect.objectContaining({ name: "Bayshore Sample General Hospital", npi: "1000003016", verified: true })]);
});

test("a look-up that fails still takes the typed text, kept as not checked", async ({ page, playwright }) => {
  await page.route("**/api/lookups/**", (route) => route.fulfill({ status: 503, body: "" }));
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "aep_update", screen: "hospitals" });
  await page.getByRole("button", { name: "Add a hospital" }).click();
  const name = page.getByRole("combobox", { name: "Hospital name" });
  await name.pressSequentially("St. Elsewhere");
  await expect(page.getByText("Search is not available right now. You can still use what you typed.").first()).toBeVisible();
  await name.press("Enter");
  await page.getByRole("button", { name: "Done" }).click();
  await expect
    .poll(async () => (await storedContent(playwright.request, survey)).hospital_responses)
    .toEqual([expect.objectContaining({ name: "St. Elsewhere", npi: null, verified: false })]);
});

test("a registry that cannot be reached: the client is told to type it in (both languages), and it is kept as typed", async ({
  page,
  playwright,
}) => {
  // What the API answers when the registry fails or times out.
  const unavailable = JSON.stringify({ results: [], source: "registries", unavailable: true });
  await page.route(
    (url) => url.pathname === "/api/lookups/doctors",
    (route) => route.fulfill({ status: 200, contentType: "application/json", body: unavailable }),
  );
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "medicare", screen: "preferredDoctors" });
  await page.getByRole("button", { name: "Add a doctor" }).click();
  const name = page.getByRole("combobox", { name: "Doctor's name" });
  await name.pressSequentially("Dr. Ruth Okafor");
  const typeItIn = page.getByText(
    "Search is not available right now. Type the name as you know it: we keep it as you typed it, and your agent will check it.",
  );
  await expect(typeItIn).toBeVisible();
  // Tied to the box, so a screen reader hears it with the name field.
  await expect(name).toHaveAccessibleDescription(/Type the name as you know it/);
  await expectNoViolations(page, "look-up not available");
  await page.getByRole("option", { name: "Use “Dr. Ruth Okafor”" }).click();
  await page.getByRole("button", { name: "Done" }).click();
  await expect
    .poll(async () => (await storedContent(playwright.request, survey)).specialist_responses)
    .toEqual([expect.objectContaining({ name: "Dr. Ruth Okafor", npi: null, verified: false })]);

  await openSurveyAt(page, playwright.request, { surveyType: "medicare", screen: "preferredDoctors", locale: "es" });
  await page.getByRole("button", { name: "Agregar un médico" }).click();
  await page.getByRole("combobox", { name: "Nombre del médico" }).pressSequentially("Okafor");
  await expect(
    page.getByText(
      "La búsqueda no está disponible en este momento. Escriba el nombre como lo conoce: lo guardamos tal como lo escribió y su agente lo revisará.",
    ),
  ).toBeVisible();
});

test("a doctor by last name only, near the client's ZIP code (NPPES last_name and postal_code)", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "aep_update", screen: "doctors" });
  await page.getByRole("button", { name: "Add a doctor" }).click();
  await page.getByRole("combobox", { name: "Doctor's name" }).pressSequentially("Smith");
  await page.getByRole("option", { name: /John Smith, MD/ }).click();
  await expect(page.getByLabel("Specialty (optional)")).toHaveValue("Family Medicine");
  await page.getByRole("button", { name: "Done" }).click();
  await expect
    .poll(async () => (await storedContent(playwright.request, survey)).specialist_responses)
    .toEqual([expect.objectContaining({ name: "John Smith, MD", npi: "1000002026", verified: true })]);
});

test('"I don\'t take any" skips the section and moves on', async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "aep_update", screen: "prescriptions" });
  await page.getByRole("button", { name: "I don't take any prescriptions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your hospitals" })).toBeVisible();
  await expect.poll(async () => (await storedContent(playwright.request, survey)).prescriptions_status).toBe("skipped");
});

test("ACA household: add myself and others, remove one, then health answers per member", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "aca", screen: "household", answers: { dob: "04/02/1980" } });
  await page.getByRole("button", { name: "Add myself" }).click();
  await expect(page.getByRole("list", { name: "People in your household" })).toContainText("Dorothy Miller");

  await page.getByRole("button", { name: "Add a person" }).click();
  await page.getByLabel("First name").fill("Robert");
  await page.getByLabel("Last name (optional)").fill("Miller");
  await page.getByRole("radio", { name: "Spouse" }).check();
  await page.getByLabel("Date of birth (optional)").pressSequentially("03151979");
  await expect(page.getByLabel("Date of birth (optional)")).toHaveValue("03/15/1979");
  await page.getByRole("radio", { name: "Male", exact: true }).check();
  await page.getByRole("group", { name: "Does this person need health coverage?" }).getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Add a person" }).click();
  await page.getByLabel("First name").fill("Tim");
  await page.getByRole("radio", { name: "Child" }).check();
  await page.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Remove Tim" }).click();
  await page.getByRole("button", { name: "Yes, remove" }).click();
  await expect(page.getByRole("list", { name: "People in your household" }).getByRole("listitem")).toHaveCount(2);

  await page.getByLabel("Expected household income this year (optional)").fill("52,000");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Health information" })).toBeVisible();
  await page
    .getByRole("group", { name: /Has Dorothy used tobacco/ })
    .getByRole("radio", { name: "No" })
    .check();
  // Robert is male: no pregnancy question for him.
  await expect(page.getByRole("group", { name: /Is Robert pregnant/ })).toHaveCount(0);
  await page
    .getByRole("group", { name: /Does Robert have/ })
    .getByRole("radio", { name: "Yes" })
    .check();
  await page.getByLabel("What kind of coverage?").selectOption("employer");

  await expect
    .poll(async () => {
      const content = await storedContent(playwright.request, survey);
      return { members: content.household_members, income: content.annual_income, size: content.household_size };
    })
    .toEqual({
      members: [
        expect.objectContaining({
          first_name: "Dorothy",
          relationship: "self",
          dob: "04/02/1980",
          seeking_coverage: true,
          tobacco_use: false,
        }),
        expect.objectContaining({
          first_name: "Robert",
          relationship: "spouse",
          dob: "03/15/1979",
          has_other_coverage: true,
          other_coverage_kind: "employer",
        }),
      ],
      income: 52000,
      size: 2,
    });
});

test("life health conditions: a listed one and one named by the client, with the year checked", async ({ page, playwright }) => {
  const survey = await openSurveyAt(page, playwright.request, { surveyType: "life", screen: "healthConditions" });
  await page.getByRole("button", { name: "Add a health condition" }).click();
  await page.getByLabel("Condition", { exact: true }).selectOption("diabetes_type_2");
  await page.getByLabel("Year diagnosed (optional)").fill("2099");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByLabel("Year diagnosed (optional)")).toBeFocused();
  await expect(page.getByText("Enter a year between 1900 and this year.")).toBeVisible();
  await page.getByLabel("Year diagnosed (optional)").fill("2015");
  await page.getByLabel("Treatment and medicines (optional)").fill("Metformin twice a day");
  await page.getByRole("button", { name: "Done" }).click();

  await page.getByRole("button", { name: "Add a health condition" }).click();
  await page.getByLabel("Condition", { exact: true }).selectOption("other");
  await page.getByLabel("Name of the condition").fill("Gout");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("list", { name: "Health conditions you added" })).toContainText("Diagnosed in 2015");

  await expect
    .poll(async () => (await storedContent(playwright.request, survey)).life_health_condition_responses)
    .toEqual([
      expect.objectContaining({ condition: "diabetes_type_2", diagnosed_year: 2015, treatment: "Metformin twice a day" }),
      expect.objectContaining({ condition: "other", condition_other: "Gout" }),
    ]);
});

test("a list screen in Spanish", async ({ page, playwright }) => {
  await openSurveyAt(page, playwright.request, { surveyType: "medicare", screen: "preferredPharmacy", locale: "es" });
  await expect(page.getByRole("heading", { level: 1, name: "Su farmacia" })).toBeVisible();
  await page.getByRole("button", { name: "Agregar una farmacia" }).click();
  await page.getByRole("combobox", { name: "Nombre de la farmacia" }).pressSequentially("zz");
  await expect(page.getByText("No se encontraron resultados. Puede usar lo que escribió.").first()).toBeVisible();
  await expect(page.getByRole("option", { name: "Usar “zz”" })).toBeVisible();
});

test.describe("accessibility of the list screens (axe, WCAG 2.2 AA)", () => {
  for (const [surveyType, screen, add] of [
    ["medicare", "preferredPharmacy", "Add a pharmacy"],
    ["aep_update", "pharmacy", "Add a pharmacy"],
    ["medicare", "currentPrescriptions", "Add a prescription"],
    ["crm", "prescriptions", "Add a prescription"],
    ["medicare", "preferredDoctors", "Add a doctor"],
    ["connecture", "connecturePreferredDoctors", "Add a doctor"],
    ["aep_update", "doctors", "Add a doctor"],
    ["medicare", "preferredHospitals", "Add a hospital"],
    ["connecture", "connecturePreferredHospitals", "Add a hospital"],
    ["aep_update", "hospitals", "Add a hospital"],
    ["life", "healthConditions", "Add a health condition"],
    ["aca", "household", "Add a person"],
  ] as const) {
    test(`${screen} (${surveyType}), empty and with the editor open`, async ({ page, playwright }) => {
      await openSurveyAt(page, playwright.request, { surveyType, screen });
      await expect(page.getByRole("button", { name: add })).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole("button", { name: add }).click();
      await expect(page.getByRole("button", { name: "Done" })).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test("healthInfoForMember (aca)", async ({ page, playwright }) => {
    await openSurveyAt(page, playwright.request, { surveyType: "aca", screen: "household" });
    await page.getByRole("button", { name: "Add myself" }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Health information" })).toBeVisible();
    await expectNoViolations(page);
  });
});
