import { emptySurveyDocument, surveyTypes, type TSurveyType } from "@planready/contracts/surveys/content";
import { navigationOf } from "@planready/contracts/surveys/navigation";
import { ZSurveyContent, type TSurveyContent, type TSurveyLinkSummary, type TSurveyResponse } from "@planready/contracts/surveys/responses";
import type { TConsentRecord } from "@planready/contracts/surveys/consent-records";
import { currentConsentVersion } from "@planready/contracts/surveys/consent-texts";
import { screenIds, screensFor } from "@planready/contracts/surveys/screens";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "../../../i18n/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n, locales, type TLocale } from "../../../i18n/i18n";
import { resources } from "../../../i18n/resources.server";
import { SurveyFrame } from "../components/survey-frame";
import { surveyStep } from "../components/survey-step";

import { loadScreen } from "./registry";
import type { TScreenProps } from "./screen-props";

/**
 * Every screen of every survey type, in both languages, rendered as the client sees it (frame included) with
 * realistic answers and agents: no text may show an interpolation left unfilled (`{{agent}}`), a bare brace pair
 * or a run of underscores standing for a missing value. Checked in the words a person reads or hears: text, and the
 * attributes assistive technology reads.
 */

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const agents: Record<string, TSurveyLinkSummary> = {
  "a named agent": {
    id: id(1),
    url: "avery",
    first_name: "Avery",
    last_name: "Quinn",
    agency_name: "Lone Star Benefits",
    logo_image_url: null,
    alt_theme_color: null,
  },
  "an agency only": {
    id: id(1),
    url: "lone-star",
    first_name: null,
    last_name: null,
    agency_name: "Lone Star Benefits",
    logo_image_url: null,
    alt_theme_color: null,
  },
  "no name at all": {
    id: id(1),
    url: "x",
    first_name: null,
    last_name: null,
    agency_name: null,
    logo_image_url: null,
    alt_theme_color: null,
  },
};

function answered(): TSurveyContent {
  const content = emptySurveyDocument(id(2));
  const item = (n: number) => ({ id: id(100 + n), client_rev: 1, survey_content_id: content.id });
  return {
    ...content,
    first_name: "Maria",
    last_name: "Lopez",
    preferred_name: "Mari",
    email: "maria@example.com",
    phone: "(813) 555-0134",
    phone_type: "mobile",
    best_time_to_call: "morning",
    consent_to_contact: true,
    address_one: "1 Main St",
    city: "Tampa",
    state: "FL",
    zip: "33602",
    county: "Hillsborough",
    dob: "04/12/1958",
    gender: "female",
    familiar_with_medicare: "somewhat",
    current_health_ins: ["medicare_original"],
    medicare_part_a_date: "04/01/2023",
    medicare_part_b_date: "04/01/2023",
    medicare_payment: "ss_deduction",
    anything_else: "Mornings are best.",
    household_size: 2,
    annual_income: 48_000,
    height_inches: 64,
    weight_lbs: 150,
    desired_coverage_amount: 250_000,
    desired_coverage_length: "term_20",
    has_existing_life_insurance: false,
    prescriptions_status: "completed",
    pharmacies_status: "completed",
    hospitals_status: "completed",
    doctors_status: "completed",
    prescription_responses: [{ ...item(1), drug_name: "Lisinopril", strength: "10 mg", quantity: 30, days_supply: 30 }],
    pharmacy_responses: [{ ...item(2), name: "Corner Pharmacy", address: "2 Main St, Tampa, FL" }],
    specialist_responses: [{ ...item(3), name: "Dr. Ana Ruiz", specialty: "Cardiology", is_pcp: true }],
    hospital_responses: [{ ...item(4), name: "Tampa General Hospital" }],
    household_members: [{ ...item(5), first_name: "Maria", last_name: "Lopez", relationship: "self", seeking_coverage: true }],
  };
}

/** The answers, and both consents signed (the signed forms show their texts again, names filled in). */
function signed(): TSurveyContent {
  const content = answered();
  const record = (kind: TConsentRecord["kind"], signature: string | null): TConsentRecord => ({
    id: id(kind === "soa" ? 201 : 202),
    survey_content_id: content.id,
    kind,
    text_version: currentConsentVersion[kind],
    text_hash: "0".repeat(64),
    locale: "en",
    signer_role: "representative",
    signer_name: "Ana Lopez",
    beneficiary_name: "Maria Lopez",
    representative_relationship: "Daughter",
    products: kind === "soa" ? ["part_d"] : [],
    signature,
    typed_name: "Ana Lopez",
    date: "11/26/2026",
    signed_at: "2026-11-26T12:00:00.000Z",
    device_signed_at: null,
    agent_name: null,
    agency_name: "Lone Star Benefits",
    ip: null,
    user_agent: null,
    esign_disclosure_version: null,
    agent_details: null,
  });
  return {
    ...content,
    scope_of_appointment_responses: [record("soa", "M10 10l20 5")],
    aca_consent_responses: [record("aca_consent", null)],
  };
}

const contents: Record<string, () => TSurveyContent> = {
  "no answers yet": () => emptySurveyDocument(id(2)),
  "answers given": answered,
  "consents signed": signed,
};

function render(
  locale: TLocale,
  link: TSurveyLinkSummary,
  surveyType: TSurveyType,
  content: TSurveyContent,
  Screen: React.ComponentType<TScreenProps>,
  screen: TScreenProps["screen"],
) {
  const i18n = createI18n(locale, resources);
  const response: TSurveyResponse = {
    id: id(3),
    current_question: screen,
    survey_type: surveyType,
    integration: null,
    no_providers: false,
    locale,
    status: "in_progress",
    submitted_at: null,
    created_at: "2026-11-26T12:00:00.000Z",
    client_rev: 0,
    survey_content: content,
    link,
  };
  const noop = () => undefined;
  const props: TScreenProps = {
    screen,
    response,
    content,
    link,
    locale,
    surveyType,
    integration: null,
    noProviders: false,
    save: noop,
    saveItem: noop,
    deleteItem: noop,
    deleteAll: noop,
    write: noop,
    nextRev: () => 1,
    newId: () => id(9),
    token: () => null,
    goNext: noop,
    goBack: noop,
    canGoBack: true,
    editScreen: noop,
    saveStatus: "saved",
  };
  // The language switch reads the router: the page stands on a data router of its own.
  const Page = () => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SurveyFrame link={link} surveyType={surveyType} step={surveyStep(screen, navigationOf(response))}>
          <Screen {...props} />
        </SurveyFrame>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  return renderToStaticMarkup(<Stub />);
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** What a person reads or hears: the text between tags and the attributes read aloud. */
function wordsOf(html: string): string[] {
  const spoken = [...html.matchAll(/\s(?:aria-label|aria-valuetext|alt|title|placeholder)="([^"]*)"/g)].map((match) => match[1] ?? "");
  const text = html
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return [...text, ...spoken].map(decode);
}

/** An interpolation left over, a run of underscores for a blank, or "Your agent" in the middle of a sentence. */
const LEFT_OVER = /\{\{|\}\}|__|[a-z,] (Your agent|Su agente)\b/;

it("the answers used are answers the survey could hold, and every screen is among the screens walked", () => {
  for (const content of Object.values(contents)) expect(ZSurveyContent.safeParse(content()).error).toBeUndefined();
  const walked = surveyTypes.flatMap((surveyType) => [
    ...screensFor({ surveyType }),
    ...screensFor({ surveyType, integration: "medicare_center" }),
  ]);
  expect(new Set(walked)).toEqual(new Set(screenIds));
});

describe.each(locales)("every survey screen in %s", (locale) => {
  it.each(surveyTypes)("%s: no placeholder is left in any text", async (surveyType) => {
    const problems: string[] = [];
    // With an integration the connecture doctor and hospital screens are asked (medicare, crm, aep_update).
    for (const screen of new Set([...screensFor({ surveyType }), ...screensFor({ surveyType, integration: "medicare_center" })])) {
      const Screen = await loadScreen(screen);
      for (const [agent, link] of Object.entries(agents)) {
        for (const [answers, content] of Object.entries(contents)) {
          const words = wordsOf(render(locale, link, surveyType, content(), Screen, screen));
          for (const word of words.filter((w) => LEFT_OVER.test(w))) problems.push(`${screen} (${agent}, ${answers}): ${word}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the words filled in", () => {
  const wordsOn = async (locale: TLocale, surveyType: TSurveyType, screen: TScreenProps["screen"], link = agents["a named agent"]!) =>
    wordsOf(render(locale, link, surveyType, answered(), await loadScreen(screen), screen)).join("\n");

  it("the ACA consent names the client and their agent, in both languages", async () => {
    expect(await wordsOn("en", "aca", "acaConsent")).toContain(
      "I, Maria Lopez, give my permission to Avery Quinn of Lone Star Benefits (my agent) to act as the agent or broker",
    );
    expect(await wordsOn("es", "aca", "acaConsent")).toContain("Yo, Maria Lopez, autorizo a Avery Quinn de Lone Star Benefits (mi agente)");
  });

  it("the Scope of Appointment shows the agent's details the link gives, and no box without any", async () => {
    const words = await wordsOn("en", "medicare", "scopeOfAppointment");
    expect(words).toMatch(/Your agent\nAgent name:\nAvery Quinn\nAgency:\nLone Star Benefits/);
    expect(words).not.toContain("Agent Phone");
    expect(await wordsOn("en", "medicare", "scopeOfAppointment", agents["no name at all"])).not.toContain("Agent name");
  });

  it("the life survey's coverage screen names the agent", async () => {
    expect(await wordsOn("en", "life", "desiredCoverageLength")).toContain("Avery Quinn will go over the options with you.");
    expect(await wordsOn("es", "life", "desiredCoverageLength", agents["no name at all"])).toContain(
      "Su agente repasará las opciones con usted.",
    );
  });

  it("the client sees which question they are on, out of how many, and what it is about", async () => {
    expect(await wordsOn("en", "medicare", "currentPrescriptions")).toContain("Question 11 of 22 · Your prescriptions");
    expect(await wordsOn("es", "life", "name")).toContain("Pregunta 1 de 16 · Su nombre");
    expect(await wordsOn("en", "medicare", "confirmation")).not.toMatch(/Question \d+ of/);
  });
});
