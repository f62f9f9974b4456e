import { describe, expect, it } from "vitest";
import { fromLegacyWrite, type TLegacyWrite } from "./legacy-write";
import { toRequest, type TSurveyIds } from "./survey-writes";

const RESPONSE = "11111111-1111-4111-8111-111111111111";
const CONTENT = "22222222-2222-4222-8222-222222222222";
const ITEM = "33333333-3333-4333-8333-333333333333";
const ids: TSurveyIds = { responseId: RESPONSE, surveyType: "medicare", contentId: CONTENT };
const content = `/api/surveyContents/medicare/${CONTENT}`;

/** Every write the survey screens queued before writes were typed, as they were stored. */
const legacy: [string, TLegacyWrite, string][] = [
  ["a move", { method: "PUT", path: `/api/responses/${RESPONSE}`, body: { current_question: "email", client_rev: 5 } }, "response"],
  ["a language", { method: "PUT", path: `/api/responses/${RESPONSE}`, body: { locale: "es", client_rev: 5 } }, "response"],
  ["the submission", { method: "PUT", path: `/api/responses/${RESPONSE}`, body: { submit: true, client_rev: 6 } }, "submit"],
  ["answers", { method: "PUT", path: content, body: { first_name: "Ann", dob: "01/02/1950", client_rev: 7 } }, "content"],
  ["an item", { method: "POST", path: `${content}/pharmacyResponses`, body: { id: ITEM, name: "CVS", client_rev: 8 } }, "putItem"],
  [
    "a product ticked",
    { method: "POST", path: `${content}/scopeOfAppointmentResponses`, body: { id: ITEM, product: "part_d", client_rev: 8 } },
    "putItem",
  ],
  ["an item deleted", { method: "DELETE", path: `${content}/pharmacyResponses/${ITEM}?client_rev=9` }, "deleteItem"],
  ["a list emptied", { method: "DELETE", path: `${content}/scopeOfAppointmentResponses?client_rev=9` }, "deleteAll"],
  [
    "a member added",
    {
      method: "POST",
      path: "/api/aca/surveyContents/householdMember",
      body: { id: ITEM, first_name: "Ana", relationship: "self", survey_content_id: CONTENT, client_rev: 10 },
    },
    "putMember",
  ],
  [
    "a member's answers",
    { method: "PUT", path: `/api/aca/surveyContents/${ITEM}`, body: { pregnant: true, client_rev: 11 } },
    "updateMember",
  ],
  [
    "a member removed",
    { method: "DELETE", path: `/api/aca/surveyContents/householdMember/${CONTENT}/${ITEM}?client_rev=12` },
    "deleteMember",
  ],
  ["a signature", { method: "POST", path: "/api/consents", body: { id: ITEM, kind: "soa", typed_name: "Ann Lee" } }, "consent"],
];

describe("fromLegacyWrite", () => {
  it.each(legacy)("reads %s as a typed write that sends the very same request", (_, old, kind) => {
    const write = fromLegacyWrite(old, RESPONSE);
    expect(write.kind).toBe(kind);
    expect(toRequest(write, ids)).toEqual(old);
  });

  it.each<[string, TLegacyWrite]>([
    ["a path it does not know", { method: "POST", path: "/api/somewhere/new", body: { id: ITEM, client_rev: 1 } }],
    ["an unknown collection", { method: "POST", path: `${content}/unknownResponses`, body: { id: ITEM, client_rev: 1 } }],
    ["another response", { method: "PUT", path: `/api/responses/${ITEM}`, body: { locale: "es", client_rev: 1 } }],
    ["response fields it does not know", { method: "PUT", path: `/api/responses/${RESPONSE}`, body: { locale: "fr", client_rev: 1 } }],
    ["a write without a revision", { method: "PUT", path: content, body: { first_name: "Ann" } }],
    ["a path that is not valid", { method: "PUT", path: `${content}%E0%A4%A`, body: { first_name: "Ann", client_rev: 1 } }],
  ])("keeps %s raw, sent exactly as it was queued", (_, old) => {
    const write = fromLegacyWrite(old, RESPONSE);
    expect(write).toEqual({ kind: "raw", ...old });
    expect(toRequest(write, ids)).toEqual(old);
  });
});
