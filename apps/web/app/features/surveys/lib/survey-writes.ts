import type { TSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import type { TSurveyContentUpdate, TSurveyType } from "@planready/contracts/surveys/content";
import type { THouseholdMember, THouseholdMemberUpdate } from "@planready/contracts/surveys/household";
import type { TItemCollection } from "@planready/contracts/surveys/responses";
import type { TScreenId } from "@planready/contracts/surveys/screens";

/**
 * Every write a survey makes, as typed values: screens, the preview and the save queue deal in these, and
 * toRequest (below) is the one place that knows the survey API's URLs. Types only from contracts: their zod
 * schemas stay off the survey page (bench/survey-page.mjs).
 */

/** Content fields a screen may save (every field of PUT /surveyContents/{type}/{id} except client_rev). */
export type TContentPatch = Omit<Partial<TSurveyContentUpdate>, "client_rev">;

/** An item of a child collection as a screen writes it; `id` from newId(). */
export type TItemDraft = { id: string } & Record<string, unknown>;

/** The collections under /surveyContents/{type}/{contentId}/: the child collections and the Scope of Appointment's products (add only, plus delete-all). */
export type TListCollection = TItemCollection | "scopeOfAppointmentResponses";

export type TMember = Omit<THouseholdMember, "client_rev">;
export type TMemberAnswers = Omit<THouseholdMemberUpdate, "client_rev">;

export type TSurveyWrite =
  /** The response's own fields: where the client is, the language. */
  | { kind: "response"; fields: { current_question?: TScreenId; locale?: "en" | "es" }; client_rev: number }
  | { kind: "submit"; client_rev: number }
  | { kind: "content"; patch: TContentPatch; client_rev: number }
  /** Adds or replaces an item by its client id. */
  | { kind: "putItem"; collection: TListCollection; item: TItemDraft; client_rev: number }
  | { kind: "deleteItem"; collection: TItemCollection; id: string; client_rev: number }
  /** Deletes every item of the collection written before client_rev. */
  | { kind: "deleteAll"; collection: TListCollection; client_rev: number }
  /** ACA household: a member added or replaced whole, some answers of one changed, one removed. */
  | { kind: "putMember"; member: TMember; client_rev: number }
  | { kind: "updateMember"; id: string; answers: TMemberAnswers; client_rev: number }
  | { kind: "deleteMember"; id: string; client_rev: number }
  /** A signed consent (its own client id; stored once however often it is sent). */
  | { kind: "consent"; request: TSignConsentRequest };

/**
 * A write queued before writes were typed whose path could not be read (legacy-write.ts): sent exactly as it
 * was queued, never applied locally.
 */
export type TRawWrite = { kind: "raw"; method: "POST" | "PUT" | "DELETE"; path: string; body?: Record<string, unknown> };

/** What the save queue holds and sends. */
export type TQueuedWrite = TSurveyWrite | TRawWrite;

/** The ids the URLs of one response's writes are made of. */
export type TSurveyIds = { responseId: string; surveyType: TSurveyType; contentId: string };

export function surveyIds(response: { id: string; survey_type: TSurveyType; survey_content: { id: string } }): TSurveyIds {
  return { responseId: response.id, surveyType: response.survey_type, contentId: response.survey_content.id };
}

export type TRequest = { method: "POST" | "PUT" | "DELETE"; path: string; body?: Record<string, unknown> };

/** The HTTP request of a write: the survey API's response, content, collection, ACA household and consent routes. */
export function toRequest(write: TQueuedWrite, ids: TSurveyIds): TRequest {
  const e = encodeURIComponent;
  const content = `/api/surveyContents/${e(ids.surveyType)}/${e(ids.contentId)}`;
  const member = "/api/aca/surveyContents/householdMember";
  switch (write.kind) {
    case "response":
      return { method: "PUT", path: `/api/responses/${e(ids.responseId)}`, body: { ...write.fields, client_rev: write.client_rev } };
    case "submit":
      return { method: "PUT", path: `/api/responses/${e(ids.responseId)}`, body: { submit: true, client_rev: write.client_rev } };
    case "content":
      return { method: "PUT", path: content, body: { ...write.patch, client_rev: write.client_rev } };
    case "putItem":
      return { method: "POST", path: `${content}/${write.collection}`, body: { ...write.item, client_rev: write.client_rev } };
    case "deleteItem":
      return { method: "DELETE", path: `${content}/${write.collection}/${e(write.id)}?client_rev=${write.client_rev}` };
    case "deleteAll":
      return { method: "DELETE", path: `${content}/${write.collection}?client_rev=${write.client_rev}` };
    case "putMember":
      return { method: "POST", path: member, body: { ...write.member, survey_content_id: ids.contentId, client_rev: write.client_rev } };
    case "updateMember":
      return { method: "PUT", path: `/api/aca/surveyContents/${e(write.id)}`, body: { ...write.answers, client_rev: write.client_rev } };
    case "deleteMember":
      return { method: "DELETE", path: `${member}/${e(ids.contentId)}/${e(write.id)}?client_rev=${write.client_rev}` };
    case "consent":
      return { method: "POST", path: "/api/consents", body: write.request };
    case "raw":
      return { method: write.method, path: write.path, ...(write.body ? { body: write.body } : {}) };
  }
}

/**
 * Which pending writes a new one may coalesce with: the same key. Null: never coalesces (a signature, a legacy write).
 * One write per item and per household member at the tail of the queue is enough; a put and a delete of the same
 * item differ in kind and are both kept.
 */
function coalesceKey(write: TQueuedWrite): string | null {
  switch (write.kind) {
    case "response":
    case "submit":
    case "content":
      return write.kind;
    case "putItem":
      return `item:${write.collection}:${write.item.id}`;
    case "deleteItem":
      return `item:${write.collection}:${write.id}`;
    case "deleteAll":
      return `all:${write.collection}`;
    case "putMember":
      return `member:${write.member.id}`;
    case "deleteMember":
    case "updateMember":
      return `member:${write.id}`;
    case "consent":
    case "raw":
      return null;
  }
}

/**
 * The one write that stands for `earlier` followed by `later` while both are pending, or null when both must be
 * sent. Partial updates (response fields, content answers, one member's answers) merge, the later answer and
 * revision winning; whole writes (an item, a member, a delete) replace the earlier one of the same key and kind.
 */
export function coalesce(earlier: TQueuedWrite, later: TSurveyWrite): TSurveyWrite | null {
  const key = coalesceKey(later);
  if (key === null || earlier.kind !== later.kind || coalesceKey(earlier) !== key) return null;
  if (earlier.kind === "response" && later.kind === "response") return { ...later, fields: { ...earlier.fields, ...later.fields } };
  if (earlier.kind === "content" && later.kind === "content") return { ...later, patch: { ...earlier.patch, ...later.patch } };
  if (earlier.kind === "updateMember" && later.kind === "updateMember")
    return { ...later, answers: { ...earlier.answers, ...later.answers } };
  return later;
}

/** The revision a write carries (0 for those without one). */
export function revisionOf(write: TQueuedWrite): number {
  if ("client_rev" in write) return write.client_rev;
  return write.kind === "raw" ? Number(write.body?.client_rev) || 0 : 0;
}
