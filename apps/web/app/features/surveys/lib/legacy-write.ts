import type { TItemCollection } from "@planready/contracts/surveys/responses";
import type { TScreenId } from "@planready/contracts/surveys/screens";
import type { TSignConsentRequest } from "@planready/contracts/surveys/consent-records";
import type { TListCollection, TMember, TQueuedWrite, TSurveyWrite } from "./survey-writes";

/**
 * Writes queued before they were typed were stored as `{ method, path, body, key, merge }` and may still wait in a
 * client's IndexedDB after a deploy. This reads one such write back as a typed write, from the paths the survey
 * screens used to build; anything else stays a raw write, sent exactly as queued, so no answer is lost.
 */

export type TLegacyWrite = { method: "POST" | "PUT" | "DELETE"; path: string; body?: Record<string, unknown> };

const itemCollections: readonly TItemCollection[] = [
  "specialistResponses",
  "hospitalResponses",
  "pharmacyResponses",
  "prescriptionResponses",
  "doTheseApplyResponses",
  "lifeHealthConditionResponses",
];
const isItemCollection = (name: string | undefined): name is TItemCollection => itemCollections.includes(name as TItemCollection);
const isListCollection = (name: string | undefined): name is TListCollection =>
  isItemCollection(name) || name === "scopeOfAppointmentResponses";

export function fromLegacyWrite(legacy: TLegacyWrite, responseId: string): TQueuedWrite {
  return (
    parse(legacy, responseId) ?? { kind: "raw", method: legacy.method, path: legacy.path, ...(legacy.body ? { body: legacy.body } : {}) }
  );
}

function parse({ method, path, body = {} }: TLegacyWrite, responseId: string): TSurveyWrite | null {
  const [pathname = "", query = ""] = path.split("?");
  let parts: string[];
  try {
    parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [api, area, a, b, c, d] = parts;
  if (api !== "api") return null;
  const { client_rev: bodyRev, ...rest } = body;
  const hasId = typeof rest.id === "string";
  // A signature carries no revision: its client id makes a repeat harmless.
  if (area === "consents" && parts.length === 2 && method === "POST" && hasId) {
    return { kind: "consent", request: body as unknown as TSignConsentRequest };
  }
  const rev = Number(method === "DELETE" ? new URLSearchParams(query).get("client_rev") : bodyRev);
  if (!Number.isSafeInteger(rev) || rev <= 0) return null;

  if (area === "responses" && a === responseId && parts.length === 3 && method === "PUT") {
    const { current_question, locale, submit, ...other } = rest;
    if (Object.keys(other).length > 0) return null;
    if (submit === true) return current_question === undefined && locale === undefined ? { kind: "submit", client_rev: rev } : null;
    if (submit !== undefined || (current_question !== undefined && typeof current_question !== "string")) return null;
    const fields: { current_question?: TScreenId; locale?: "en" | "es" } = {};
    if (current_question) fields.current_question = current_question as TScreenId;
    if (locale === "en" || locale === "es") fields.locale = locale;
    else if (locale !== undefined) return null;
    return { kind: "response", fields, client_rev: rev };
  }

  if (area === "aca" && a === "surveyContents") {
    if (method === "POST" && b === "householdMember" && parts.length === 4 && hasId) {
      const { survey_content_id: _content, ...member } = rest;
      return { kind: "putMember", member: member as TMember, client_rev: rev };
    }
    if (method === "PUT" && b && parts.length === 4) return { kind: "updateMember", id: b, answers: rest, client_rev: rev };
    if (method === "DELETE" && b === "householdMember" && d && parts.length === 6) return { kind: "deleteMember", id: d, client_rev: rev };
    return null;
  }

  // /api/surveyContents/:type/:contentId[/collection[/itemId]]
  if (area !== "surveyContents" || !b) return null;
  if (parts.length === 4) return method === "PUT" ? { kind: "content", patch: rest, client_rev: rev } : null;
  if (parts.length === 5 && method === "POST" && hasId && isListCollection(c)) {
    return { kind: "putItem", collection: c, item: rest as { id: string }, client_rev: rev };
  }
  if (parts.length === 5 && method === "DELETE" && isListCollection(c)) return { kind: "deleteAll", collection: c, client_rev: rev };
  if (parts.length === 6 && method === "DELETE" && isItemCollection(c) && d)
    return { kind: "deleteItem", collection: c, id: d, client_rev: rev };
  return null;
}
