import type { TSurveyResponse } from "@planready/contracts/surveys/responses";
import { describe, expect, it } from "vitest";
import { applyWrite, applyWrites } from "./apply-write";

const RESPONSE = "11111111-1111-4111-8111-111111111111";
const CONTENT = "22222222-2222-4222-8222-222222222222";
const ITEM = "33333333-3333-4333-8333-333333333333";
const OTHER = "44444444-4444-4444-8444-444444444444";
const content = `/api/surveyContents/medicare/${CONTENT}`;

function response(): TSurveyResponse {
  return {
    id: RESPONSE,
    current_question: null,
    survey_type: "medicare",
    integration: null,
    no_providers: false,
    locale: "en",
    status: "in_progress",
    submitted_at: null,
    created_at: "2025-01-01T00:00:00.000Z",
    client_rev: 0,
    link: { id: "l", url: "demo", first_name: null, last_name: null, agency_name: null, logo_image_url: null, alt_theme_color: null },
    survey_content: {
      id: CONTENT,
      first_name: null,
      email: null,
      current_health_ins: null,
      client_rev: 0,
      do_these_apply_responses: [],
      household_members: [],
      scope_of_appointment_selections: [],
    } as unknown as TSurveyResponse["survey_content"],
  };
}

describe("applyWrite", () => {
  it("merges answers of a content write, without its client_rev", () => {
    const next = applyWrite(response(), { method: "PUT", path: content, body: { first_name: "Ana", client_rev: 5 } });
    expect(next.survey_content.first_name).toBe("Ana");
    expect(next.survey_content.client_rev).toBe(0);
  });

  it("moves the response and marks it submitted", () => {
    const moved = applyWrite(response(), {
      method: "PUT",
      path: `/api/responses/${RESPONSE}`,
      body: { current_question: "email", client_rev: 1 },
    });
    expect(moved.current_question).toBe("email");
    expect(applyWrite(moved, { method: "PUT", path: `/api/responses/${RESPONSE}`, body: { submit: true, client_rev: 2 } }).status).toBe(
      "submitted",
    );
  });

  it("adds, replaces and deletes child items by their client id", () => {
    const path = `${content}/doTheseApplyResponses`;
    const added = applyWrites(response(), [
      { method: "POST", path, body: { id: ITEM, code: "medicaid", client_rev: 1 } },
      { method: "POST", path, body: { id: OTHER, code: "va_benefits", client_rev: 2 } },
      { method: "POST", path, body: { id: ITEM, code: "extra_help_lis", client_rev: 3 } },
    ]);
    expect(added.survey_content.do_these_apply_responses).toEqual([
      { id: ITEM, code: "extra_help_lis", survey_content_id: CONTENT },
      { id: OTHER, code: "va_benefits", survey_content_id: CONTENT },
    ]);
    const removed = applyWrite(added, { method: "DELETE", path: `${path}/${ITEM}?client_rev=4` });
    expect(removed.survey_content.do_these_apply_responses.map((item) => item.id)).toEqual([OTHER]);
    expect(applyWrite(removed, { method: "DELETE", path: `${path}?client_rev=5` }).survey_content.do_these_apply_responses).toEqual([]);
  });

  it("keeps Scope of Appointment selections and household members", () => {
    const soa = applyWrite(response(), {
      method: "POST",
      path: `${content}/scopeOfAppointmentResponses`,
      body: { id: ITEM, product: "part_d", client_rev: 1 },
    });
    expect(soa.survey_content.scope_of_appointment_selections).toHaveLength(1);
    const member = applyWrite(response(), {
      method: "POST",
      path: "/api/aca/surveyContents/householdMember",
      body: { id: ITEM, survey_content_id: CONTENT, first_name: "Ana", relationship: "self", client_rev: 1 },
    });
    expect(member.survey_content.household_members).toEqual([
      { id: ITEM, first_name: "Ana", relationship: "self", survey_content_id: CONTENT },
    ]);
    const changed = applyWrite(member, { method: "PUT", path: `/api/aca/surveyContents/${ITEM}`, body: { pregnant: true, client_rev: 2 } });
    expect(changed.survey_content.household_members[0]).toMatchObject({ first_name: "Ana", pregnant: true });
    expect(
      applyWrite(changed, { method: "DELETE", path: `/api/aca/surveyContents/householdMember/${CONTENT}/${ITEM}?client_rev=3` })
        .survey_content.household_members,
    ).toEqual([]);
  });

  it("leaves the response alone for writes of another content or unknown paths", () => {
    const start = response();
    expect(applyWrite(start, { method: "PUT", path: `/api/surveyContents/medicare/${OTHER}`, body: { first_name: "X" } })).toBe(start);
    expect(applyWrite(start, { method: "POST", path: "/api/consents", body: { id: ITEM } })).toBe(start);
    expect(applyWrite(start, { method: "POST", path: `${content}/unknownCollection`, body: { id: ITEM } })).toBe(start);
  });
});
