import type { TSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import { describe, expect, it } from "vitest";
import { coalesce, revisionOf, toRequest, type TSurveyIds } from "./survey-writes";

const ids: TSurveyIds = { responseId: "r-1", surveyType: "medicare", contentId: "c-1" };
const content = "/api/surveyContents/medicare/c-1";

describe("toRequest", () => {
  it("puts the response's fields, a submission and content answers with their client_rev", () => {
    expect(toRequest({ kind: "response", fields: { current_question: "email", locale: "es" }, client_rev: 7 }, ids)).toEqual({
      method: "PUT",
      path: "/api/responses/r-1",
      body: { current_question: "email", locale: "es", client_rev: 7 },
    });
    expect(toRequest({ kind: "submit", client_rev: 8 }, ids)).toEqual({
      method: "PUT",
      path: "/api/responses/r-1",
      body: { submit: true, client_rev: 8 },
    });
    expect(toRequest({ kind: "content", patch: { first_name: "Ann" }, client_rev: 9 }, ids)).toEqual({
      method: "PUT",
      path: content,
      body: { first_name: "Ann", client_rev: 9 },
    });
  });

  it("writes child items under the content, deletes carrying client_rev in the query", () => {
    expect(toRequest({ kind: "putItem", collection: "hospitalResponses", item: { id: "h/1", name: "Mercy" }, client_rev: 1 }, ids)).toEqual(
      {
        method: "POST",
        path: `${content}/hospitalResponses`,
        body: { id: "h/1", name: "Mercy", client_rev: 1 },
      },
    );
    expect(toRequest({ kind: "deleteItem", collection: "hospitalResponses", id: "h/1", client_rev: 2 }, ids)).toEqual({
      method: "DELETE",
      path: `${content}/hospitalResponses/h%2F1?client_rev=2`,
    });
    expect(toRequest({ kind: "deleteAll", collection: "scopeOfAppointmentResponses", client_rev: 3 }, ids)).toEqual({
      method: "DELETE",
      path: `${content}/scopeOfAppointmentResponses?client_rev=3`,
    });
  });

  it("uses the ACA household routes, the content id in the added member's body", () => {
    expect(toRequest({ kind: "putMember", member: { id: "m1", first_name: "Ana", relationship: "self" }, client_rev: 1 }, ids)).toEqual({
      method: "POST",
      path: "/api/aca/surveyContents/householdMember",
      body: { id: "m1", first_name: "Ana", relationship: "self", survey_content_id: "c-1", client_rev: 1 },
    });
    expect(toRequest({ kind: "updateMember", id: "m1", answers: { pregnant: true }, client_rev: 2 }, ids)).toEqual({
      method: "PUT",
      path: "/api/aca/surveyContents/m1",
      body: { pregnant: true, client_rev: 2 },
    });
    expect(toRequest({ kind: "deleteMember", id: "m1", client_rev: 3 }, ids)).toEqual({
      method: "DELETE",
      path: "/api/aca/surveyContents/householdMember/c-1/m1?client_rev=3",
    });
  });

  it("posts a signature as it is and sends a raw legacy write unchanged", () => {
    const request = { id: "s1", kind: "soa", typed_name: "Ann" } as unknown as TSignConsentRequest;
    expect(toRequest({ kind: "consent", request }, ids)).toEqual({ method: "POST", path: "/api/consents", body: request });
    expect(toRequest({ kind: "raw", method: "PUT", path: "/api/elsewhere/x", body: { a: 1 } }, ids)).toEqual({
      method: "PUT",
      path: "/api/elsewhere/x",
      body: { a: 1 },
    });
  });
});

describe("coalesce", () => {
  it("merges partial updates, the later answer and revision winning", () => {
    expect(
      coalesce(
        { kind: "content", patch: { first_name: "Ann", last_name: "Lee" }, client_rev: 1 },
        { kind: "content", patch: { first_name: "Anne" }, client_rev: 2 },
      ),
    ).toEqual({
      kind: "content",
      patch: { first_name: "Anne", last_name: "Lee" },
      client_rev: 2,
    });
    expect(
      coalesce(
        { kind: "response", fields: { current_question: "email" }, client_rev: 1 },
        { kind: "response", fields: { locale: "es" }, client_rev: 2 },
      ),
    ).toEqual({ kind: "response", fields: { current_question: "email", locale: "es" }, client_rev: 2 });
    expect(
      coalesce(
        { kind: "updateMember", id: "m1", answers: { pregnant: true }, client_rev: 1 },
        { kind: "updateMember", id: "m1", answers: { income: 5 }, client_rev: 2 },
      ),
    ).toEqual({
      kind: "updateMember",
      id: "m1",
      answers: { pregnant: true, income: 5 },
      client_rev: 2,
    });
  });

  it("replaces a whole write of the same item and kind, and keeps everything else apart", () => {
    const put = (id: string, name: string, rev: number) => ({
      kind: "putItem" as const,
      collection: "hospitalResponses" as const,
      item: { id, name },
      client_rev: rev,
    });
    expect(coalesce(put("h1", "A", 1), put("h1", "B", 2))).toEqual(put("h1", "B", 2));
    expect(coalesce(put("h1", "A", 1), put("h2", "B", 2))).toBeNull();
    expect(coalesce(put("h1", "A", 1), { kind: "deleteItem", collection: "hospitalResponses", id: "h1", client_rev: 2 })).toBeNull();
    expect(
      coalesce(
        { kind: "updateMember", id: "m1", answers: {}, client_rev: 1 },
        { kind: "updateMember", id: "m2", answers: {}, client_rev: 2 },
      ),
    ).toBeNull();
    expect(coalesce({ kind: "response", fields: { locale: "es" }, client_rev: 1 }, { kind: "submit", client_rev: 2 })).toBeNull();
    const request = { id: "s1" } as unknown as TSignConsentRequest;
    expect(coalesce({ kind: "consent", request }, { kind: "consent", request })).toBeNull();
    expect(
      coalesce({ kind: "raw", method: "PUT", path: content, body: { a: 1 } }, { kind: "content", patch: {}, client_rev: 2 }),
    ).toBeNull();
  });
});

describe("revisionOf", () => {
  it("reads the revision of typed and raw writes", () => {
    expect(revisionOf({ kind: "deleteMember", id: "m1", client_rev: 42 })).toBe(42);
    expect(revisionOf({ kind: "raw", method: "PUT", path: content, body: { client_rev: 9 } })).toBe(9);
    expect(revisionOf({ kind: "consent", request: { id: "s1" } as unknown as TSignConsentRequest })).toBe(0);
  });
});
