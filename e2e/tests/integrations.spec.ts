import type { Page } from "@playwright/test";
import { FAKE_CREDENTIALS } from "../../apps/api/test/integrations/fake-partners.ts";
import { expectNoViolations } from "../fixtures/axe.ts";
import { PARTNERS_URL } from "../fixtures/env.ts";
import { createOwnedLink, signInAsOwner } from "../fixtures/link-owner.ts";
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
  signConsent,
  startSurvey,
} from "../fixtures/survey-flow.ts";
import { visit } from "../fixtures/ui.ts";
import { expect, test } from "../fixtures/test.ts";

/**
 * An agent connects Connecture DRX (OAuth client credentials) against the run's local fake of it, checks it with a
 * test, shares the link's integration address; a client answers the survey through that address on a phone; the
 * submission arrives at the fake with its drug by RxNorm and its pharmacy, doctor and hospital by NPI, and the
 * delivery log says so.
 */
test.use({ viewport: { width: 390, height: 844 } });

const AGENT = "Grace Harmon";

/** Nothing on the page is wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

type Received = { partner: string; path: string; body: Record<string, unknown> };
async function receivedAtDrx(page: Page): Promise<Received[]> {
  const response = await page.request.get(`${PARTNERS_URL}/__received`);
  return ((await response.json()) as { received: Received[] }).received.filter((r) => r.partner === "drx");
}

test("an agent connects Connecture DRX; a client's submission arrives there with drugs and NPIs normalised", async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(120_000);
  const link = await createOwnedLink(playwright.request, { surveyType: "connecture" });
  await signInAsOwner(playwright.request, context, link);

  // The catalog: every integration, Connecture DRX not connected yet.
  await visit(page, "/integrations");
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
  const card = page.getByTestId("integration-card-connecture_drx");
  await expect(card.getByTestId("integration-status")).toHaveText("Not connected");
  for (const name of ["MedicareCENTER", "Medicare Pro", "HealthSherpa", "AgencyBloc", "Webhooks", "API"]) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }
  await expectNoViolations(page, "integrations");
  await expectNoSidewaysScroll(page);
  await card.getByRole("link", { name: "Set up Connecture DRX" }).click();

  // The partner's page: what leaves, then the connection.
  await expect(page.getByRole("heading", { level: 1, name: "Connecture DRX" })).toBeVisible();
  await expect(page.getByTestId("integration-fields")).toContainText("RxNorm code (RxCUI)");
  await expect(page.getByTestId("integration-fields")).toContainText("Doctor or hospital NPI");
  await page.getByRole("button", { name: "Save and connect" }).click();
  await expect(page.getByText("Fill this in to connect.").first()).toBeVisible();
  await page.getByLabel("Client ID").fill(FAKE_CREDENTIALS.drx.client_id);
  await page.getByLabel("Client secret").fill(FAKE_CREDENTIALS.drx.client_secret);
  await page.getByRole("button", { name: "Save and connect" }).click();
  await expect(page.getByText("Saved. Connecture DRX is connected.")).toBeVisible();
  await expect(page.getByTestId("integration-status")).toHaveText("Connected");
  // The secret is never shown back: only its last characters.
  await expect(page.getByText("Saved: ••••4821. Leave empty to keep it.")).toBeVisible();
  await expect(page.getByLabel("Client secret")).toHaveValue("");
  expect(await page.content()).not.toContain(FAKE_CREDENTIALS.drx.client_secret);

  // A test reaches the fake.
  await page.getByRole("button", { name: "Send a test" }).click();
  await expect(page.getByTestId("integration-test-result")).toContainText("The test arrived at Connecture DRX.");
  await expect(page.getByTestId("integration-delivery").first()).toContainText("Test");
  await expectNoViolations(page, "integration page");
  await expectNoSidewaysScroll(page);

  // The address to share: the link with the integration's value.
  const shareUrl = page.getByTestId("integration-share-url");
  await expect(shareUrl).toHaveText(new RegExp(`/${link.url}\\?integration=connecture_drx$`));
  const query = "?integration=connecture_drx";

  // A client answers through that address, on a phone.
  const client = await context.browser()!.newContext({ viewport: { width: 390, height: 844 } });
  const clientPage = await client.newPage();
  const survey = await startSurvey(clientPage, link.url, { query });
  const at = (screen: string, heading: string | RegExp) => onScreen(clientPage, screen, heading);
  await at("name", "Your name");
  await answerName(clientPage, "Carmen", "Diaz");
  await next(clientPage).click();
  await at("hello", "Nice to meet you, Carmen!");
  await next(clientPage).click();
  await at("email", "Your email");
  await answerEmail(clientPage, "carmen@example.com");
  await next(clientPage).click();
  await at("address", "Your address");
  await answerAddress(clientPage, { street: "100 Bay St", city: "Tampa", state: "FL", zip: "33602" });
  await next(clientPage).click();
  await at("phoneNumber", "Your phone number");
  await answerPhone(clientPage, "8135550142", { type: "Home", time: "Afternoon", consentAgent: AGENT });
  await next(clientPage).click();
  await at("dob", "Your date of birth");
  await answerDob(clientPage, "02101955", "Male");
  await next(clientPage).click();
  await at("preferredPharmacy", "Your pharmacy");
  await addPharmacy(clientPage);
  await next(clientPage).click();
  await at("introPrescriptions", "Your prescriptions");
  await next(clientPage).click();
  await at("currentPrescriptions", "Your prescriptions");
  await addPrescription(clientPage);
  await next(clientPage).click();
  await at("introHospitals", "Your doctors and hospitals");
  await next(clientPage).click();
  await at("connecturePreferredDoctors", "Your doctors");
  await addDoctor(clientPage);
  await next(clientPage).click();
  await at("connecturePreferredHospitals", "Your hospitals");
  await addHospital(clientPage);
  await next(clientPage).click();
  await at("anythingElse", "Anything else?");
  await answerAnythingElse(clientPage, AGENT, "Which plans cover my cardiologist?", "By phone");
  await next(clientPage).click();
  await at("wrapThis", "Review and send");
  await clientPage.getByRole("button", { name: "Submit my answers" }).click();
  await at("scopeOfAppointment", "Scope of Appointment");
  await signConsent(clientPage, { name: "Carmen Diaz", products: ["Stand-alone Medicare Prescription Drug Plans (Part D)"] });
  await next(clientPage).click();
  await expectConfirmation(clientPage, { heading: "Thank you, Carmen!", agent: AGENT });
  await client.close();

  // The server's job sends it: it arrives at the fake with the codes normalised.
  await expect
    .poll(async () => (await receivedAtDrx(page)).find((r) => r.body.external_id === survey.responseId), { timeout: 20_000 })
    .toBeTruthy();
  const arrived = (await receivedAtDrx(page)).find((r) => r.body.external_id === survey.responseId)!;
  expect(arrived.body).toMatchObject({
    client: { first_name: "Carmen", last_name: "Diaz", date_of_birth: "1955-02-10", zip: "33602", phone: "8135550142" },
    medications: [{ name: "Lisinopril (Oral Pill)", rxcui: "314076", dose: "10 mg tablet", days_supply: 30, frequency: "once_daily" }],
    pharmacies: [{ npi: "1000001010", name: "CVS Pharmacy" }],
    providers: [
      { type: "doctor", npi: "1000002018", name: "Alicia Moreno, MD" },
      { type: "hospital", npi: "1000003016", name: "Bayshore Sample General Hospital" },
    ],
  });

  // The delivery log shows it, linked to the submission.
  await page.reload();
  const delivered = page.getByTestId("integration-delivery").filter({ hasText: "Submission" }).first();
  await expect(delivered).toHaveAttribute("data-status", "delivered");
  await expect(delivered).toContainText("Delivered");
  await delivered.getByRole("link", { name: "Open the submission" }).click();
  await expect(page).toHaveURL(new RegExp(`/submissions/${survey.responseId}$`));
  const panel = page.getByTestId("submission-integrations");
  await expect(panel.getByRole("link", { name: "Download for partners (JSON)" })).toBeVisible();
  await expect(panel.getByTestId("integration-delivery")).toContainText("Connecture DRX");

  await expectNoSidewaysScroll(page);

  // In Spanish, the connection's state and the log in the agent's words.
  await visit(page, "/integrations/connecture_drx?lng=es");
  await expect(page.getByRole("heading", { level: 2, name: "Qué sale de PlanReady" })).toBeVisible();
  await expect(page.getByTestId("integration-status")).toHaveText("Conectada");
  await expect(page.getByTestId("integration-delivery").first()).toContainText("Entregado");
});
