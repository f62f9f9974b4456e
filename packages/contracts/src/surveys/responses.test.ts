import { describe, expect, it } from "vitest";
import { emptySurveyContent } from "./content.ts";
import {
  itemCollections,
  ZCreateResponseRequest,
  ZItemParams,
  ZSurveyContent,
  ZSurveyResponse,
  ZUpdateResponseRequest,
} from "./responses.ts";

const id = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

describe("ZCreateResponseRequest", () => {
  it("takes a link by id or by URL, exactly one", () => {
    expect(ZCreateResponseRequest.safeParse({ link_id: id, locale: "en" }).success).toBe(true);
    expect(
      ZCreateResponseRequest.safeParse({ link_url: "reyes", survey_type: "life", integration: null, no_providers: true, locale: "es" })
        .success,
    ).toBe(true);
    expect(messages(ZCreateResponseRequest.safeParse({ locale: "en" }))).toEqual(["link_id: Send either link_id or link_url"]);
    expect(messages(ZCreateResponseRequest.safeParse({ link_id: id, link_url: "reyes", locale: "en" }))).toEqual([
      "link_id: Send either link_id or link_url",
    ]);
  });
  it("refuses unknown types, locales and fields", () => {
    expect(messages(ZCreateResponseRequest.safeParse({ link_id: id, locale: "fr", survey_type: "dental", x: 1 }))).toEqual([
      "survey_type: Choose a survey type: medicare, connecture, aca, crm, aep_update, life, scope_only, aca_consent_only",
      "locale: Choose a language: en, es",
      ': Unrecognized key: "x"',
    ]);
  });
});

describe("ZUpdateResponseRequest", () => {
  it("moves to a known screen, with a rev", () => {
    expect(ZUpdateResponseRequest.parse({ current_question: "dob", client_rev: 5 })).toEqual({ current_question: "dob", client_rev: 5 });
    expect(messages(ZUpdateResponseRequest.safeParse({ current_question: "dob" }))).toEqual(["client_rev: client_rev is required"]);
    expect(messages(ZUpdateResponseRequest.safeParse({ current_question: "page7", client_rev: 1 }))?.[0]).toMatch(
      /^current_question: Choose a screen/,
    );
  });
  it("submit is only ever true", () => {
    expect(ZUpdateResponseRequest.safeParse({ submit: true, client_rev: 9 }).success).toBe(true);
    expect(messages(ZUpdateResponseRequest.safeParse({ submit: false, client_rev: 9 }))).toEqual(["submit: submit can only be true"]);
  });
});

describe("ZSurveyResponse", () => {
  const content = {
    ...emptySurveyContent(id),
    ...Object.fromEntries(Object.values(itemCollections).map(({ key }) => [key, []])),
    household_members: [],
    scope_of_appointment_selections: [],
    scope_of_appointment_responses: [],
    aca_consent_responses: [],
  };
  it("carries the content with every collection and the link summary", () => {
    const response = {
      id,
      current_question: null,
      survey_type: "medicare",
      integration: null,
      no_providers: false,
      locale: "en",
      status: "in_progress",
      submitted_at: null,
      created_at: "2026-03-15T12:00:00.000Z",
      client_rev: 0,
      survey_content: content,
      link: {
        id,
        url: "reyes",
        first_name: "Ana",
        last_name: "Reyes",
        agency_name: "Reyes Insurance",
        logo_image_url: null,
        alt_theme_color: "green",
      },
    };
    expect(ZSurveyResponse.safeParse(response).success).toBe(true);
    expect(ZSurveyContent.parse({ ...content, internal_note: "x" })).not.toHaveProperty("internal_note");
  });
});

describe("item routes", () => {
  it("name every collection", () => {
    expect(Object.keys(itemCollections)).toEqual([
      "specialistResponses",
      "hospitalResponses",
      "pharmacyResponses",
      "prescriptionResponses",
      "doTheseApplyResponses",
      "lifeHealthConditionResponses",
    ]);
    expect(ZItemParams.safeParse({ type: "life", contentId: id, collection: "lifeHealthConditionResponses", itemId: id }).success).toBe(
      true,
    );
    expect(ZItemParams.safeParse({ type: "life", contentId: id, collection: "scopeOfAppointmentResponses", itemId: id }).success).toBe(
      false,
    );
  });
});
