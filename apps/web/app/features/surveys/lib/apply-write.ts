import type { TItemCollection, TSurveyContent, TSurveyResponse, itemCollections } from "@planready/contracts/surveys/responses";

/**
 * The answers a client sees are the server's plus every write still waiting in the queue. This applies one
 * survey write (as queued: method, path, body) to a response held in memory, the way the server will apply it,
 * so the page shows an answer the moment it is typed and again after a reload while it waits to be sent.
 * Writes this does not recognise leave the response unchanged.
 */

type TWrite = { method: string; path: string; body?: Record<string, unknown> | undefined };
type TItem = { id: string } & Record<string, unknown>;

/** The key of each child collection in the survey content (the same map as contracts' itemCollections, without its schemas). */
const collectionKeys: { [K in TItemCollection]: (typeof itemCollections)[K]["key"] } = {
  specialistResponses: "specialist_responses",
  hospitalResponses: "hospital_responses",
  pharmacyResponses: "pharmacy_responses",
  prescriptionResponses: "prescription_responses",
  doTheseApplyResponses: "do_these_apply_responses",
  lifeHealthConditionResponses: "life_health_condition_responses",
};
const listKeys: Record<string, keyof TSurveyContent> = {
  ...collectionKeys,
  scopeOfAppointmentResponses: "scope_of_appointment_selections",
};

export function collectionKey(collection: TItemCollection): keyof TSurveyContent {
  return collectionKeys[collection];
}

const withoutRev = (body: Record<string, unknown> | undefined) => {
  const { client_rev: _rev, ...rest } = body ?? {};
  return rest;
};

function upsert(list: readonly TItem[], item: TItem, contentId: string): TItem[] {
  const stored = { ...item, survey_content_id: contentId };
  const index = list.findIndex((existing) => existing.id === item.id);
  if (index < 0) return [...list, stored];
  return list.map((existing, i) => (i === index ? stored : existing));
}

function setList(response: TSurveyResponse, key: keyof TSurveyContent, update: (list: TItem[]) => TItem[]): TSurveyResponse {
  const content = response.survey_content as unknown as Record<string, unknown>;
  const list = (Array.isArray(content[key]) ? content[key] : []) as TItem[];
  return { ...response, survey_content: { ...response.survey_content, [key]: update(list) } };
}

export function applyWrite(response: TSurveyResponse, write: TWrite): TSurveyResponse {
  const [pathname = ""] = write.path.split("?");
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  const contentId = response.survey_content.id;
  const body = withoutRev(write.body);

  // /api/responses/:id
  if (parts[1] === "responses" && parts[2] === response.id && write.method === "PUT") {
    const next = { ...response };
    if (typeof body.current_question === "string") next.current_question = body.current_question as TSurveyResponse["current_question"];
    if (body.locale === "en" || body.locale === "es") next.locale = body.locale;
    if (body.submit === true) next.status = "submitted";
    return next;
  }

  // /api/aca/surveyContents/... (household members)
  if (parts[1] === "aca" && parts[2] === "surveyContents") {
    const key = "household_members";
    if (write.method === "POST" && parts[3] === "householdMember" && typeof body.id === "string") {
      const { survey_content_id: _content, ...member } = body;
      return setList(response, key, (list) => upsert(list, member as TItem, contentId));
    }
    if (write.method === "PUT" && parts.length === 4) {
      return setList(response, key, (list) => list.map((member) => (member.id === parts[3] ? { ...member, ...body } : member)));
    }
    if (write.method === "DELETE" && parts[3] === "householdMember" && parts[4] === contentId) {
      return setList(response, key, (list) => (parts[5] ? list.filter((member) => member.id !== parts[5]) : []));
    }
    return response;
  }

  // /api/surveyContents/:type/:contentId[/collection[/itemId]]
  if (parts[1] !== "surveyContents" || parts[3] !== contentId) return response;
  if (parts.length === 4) {
    return write.method === "PUT" ? { ...response, survey_content: { ...response.survey_content, ...body } } : response;
  }
  const key = listKeys[parts[4] ?? ""];
  if (!key) return response;
  const itemId = parts[5];
  if ((write.method === "POST" || write.method === "PUT") && typeof body.id === "string") {
    return setList(response, key, (list) => upsert(list, body as TItem, contentId));
  }
  if (write.method === "DELETE") {
    return setList(response, key, (list) => (itemId ? list.filter((item) => item.id !== itemId) : []));
  }
  return response;
}

/** Applies writes in queue order. */
export function applyWrites(response: TSurveyResponse, writes: readonly TWrite[]): TSurveyResponse {
  return writes.reduce(applyWrite, response);
}
