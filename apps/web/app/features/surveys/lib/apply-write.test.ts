import type { TSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import type { TSurveyResponse } from "@planready/contracts/surveys/responses";
import { describe, expect, it } from "vitest";
import { applyWrite, applyWrites } from "./apply-write";

const RESPONSE = "11111111-1111-4111-8111-111111111111";
const CONTENT = "22222222-2222-4222-8222-222222222222";
const ITEM = "33333333-3333-4333-8333-333333333333";
const OTHER = "44444444-4444-4444-8444-444444444444";

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
    const next = applyWrite(response(), { kind: "content", patch: { first_name: "Ana" }, client_rev: 5 });
    expect(next.survey_content.first_name).toBe("Ana");
    expect(next.survey_content.client_rev).toBe(0);
  });

  it("moves the response, changes its language and marks it submitted", () => {
    const moved = applyWrite(response(), { kind: "response", fields: { current_question: "email" }, client_rev: 1 });
    expect(moved.current_question).toBe("email");
    const spanish = applyWrite(moved, { kind: "response", fields: { locale: "es" }, client_rev: 2 });
    expect(spanish).toMatchObject({ current_question: "email", locale: "es", status: "in_progress" });
    expect(applyWrite(spanish, { kind: "submit", client_rev: 3 }).status).toBe("submitted");
  });

  it("adds, replaces and deletes child items by their client id", () => {
    const collection = "doTheseApplyResponses";
    const added = applyWrites(response(), [
      { kind: "putItem", collection, item: { id: ITEM, code: "medicaid" }, client_rev: 1 },
      { kind: "putItem", collection, item: { id: OTHER, code: "va_benefits" }, client_rev: 2 },
      { kind: "putItem", collection, item: { id: ITEM, code: "extra_help_lis" }, client_rev: 3 },
    ]);
    expect(added.survey_content.do_these_apply_responses).toEqual([
      { id: ITEM, code: "extra_help_lis", survey_content_id: CONTENT },
      { id: OTHER, code: "va_benefits", survey_content_id: CONTENT },
    ]);
    const removed = applyWrite(added, { kind: "deleteItem", collection, id: ITEM, client_rev: 4 });
    expect(removed.survey_content.do_these_apply_responses.map((item) => item.id)).toEqual([OTHER]);
    expect(applyWrite(removed, { kind: "deleteAll", collection, client_rev: 5 }).survey_content.do_these_apply_responses).toEqual([]);
  });

  it("keeps Scope of Appointment selections", () => {
    const collection = "scopeOfAppointmentResponses";
    const soa = applyWrite(response(), { kind: "putItem", collection, item: { id: ITEM, product: "part_d" }, client_rev: 1 });
    expect(soa.survey_content.scope_of_appointment_selections).toEqual([{ id: ITEM, product: "part_d", survey_content_id: CONTENT }]);
    expect(applyWrite(soa, { kind: "deleteAll", collection, client_rev: 2 }).survey_content.scope_of_appointment_selections).toEqual([]);
  });

  it("adds, changes and removes household members", () => {
    const member = applyWrite(response(), {
      kind: "putMember",
      member: { id: ITEM, first_name: "Ana", relationship: "self" },
      client_rev: 1,
    });
    expect(member.survey_content.household_members).toEqual([
      { id: ITEM, first_name: "Ana", relationship: "self", survey_content_id: CONTENT },
    ]);
    const changed = applyWrite(member, { kind: "updateMember", id: ITEM, answers: { pregnant: true }, client_rev: 2 });
    expect(changed.survey_content.household_members[0]).toMatchObject({ first_name: "Ana", pregnant: true });
    expect(applyWrite(changed, { kind: "updateMember", id: OTHER, answers: { pregnant: false }, client_rev: 3 })).toEqual(changed);
    expect(applyWrite(changed, { kind: "deleteMember", id: ITEM, client_rev: 4 }).survey_content.household_members).toEqual([]);
  });

  it("leaves the response alone for a signature and for a legacy write it cannot read", () => {
    const start = response();
    const request = { id: ITEM, kind: "soa" } as unknown as TSignConsentRequest;
    expect(applyWrite(start, { kind: "consent", request })).toBe(start);
    expect(applyWrite(start, { kind: "raw", method: "POST", path: "/api/somewhere", body: { first_name: "X" } })).toBe(start);
  });
});
