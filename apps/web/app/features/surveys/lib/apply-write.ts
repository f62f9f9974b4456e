import type { TItemCollection, TSurveyContent, TSurveyResponse, itemCollections } from "@planready/contracts/surveys/responses";
import type { TContentPatch, TListCollection, TQueuedWrite } from "./survey-writes";

/**
 * The answers a client sees are the server's plus every write still waiting in the queue. This applies one
 * survey write to a response held in memory, the way the server will apply it, so the page shows an answer the
 * moment it is typed and again after a reload while it waits to be sent. A signed consent shows through its own
 * copy on the device (screens/consent/pending-consent.ts); a legacy write that could not be read shows nothing.
 */

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
const listKeys: Record<TListCollection, keyof TSurveyContent> = {
  ...collectionKeys,
  scopeOfAppointmentResponses: "scope_of_appointment_selections",
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

/** Some answers of the content, as a content write applies them. */
export function applyContentPatch(response: TSurveyResponse, patch: TContentPatch): TSurveyResponse {
  return { ...response, survey_content: { ...response.survey_content, ...patch } };
}

export function applyWrite(response: TSurveyResponse, write: TQueuedWrite): TSurveyResponse {
  const contentId = response.survey_content.id;
  switch (write.kind) {
    case "response": {
      const { current_question, locale } = write.fields;
      return { ...response, ...(current_question ? { current_question } : {}), ...(locale ? { locale } : {}) };
    }
    case "submit":
      return { ...response, status: "submitted" };
    case "content":
      return applyContentPatch(response, write.patch);
    case "putItem":
      return setList(response, listKeys[write.collection], (list) => upsert(list, write.item, contentId));
    case "deleteItem":
      return setList(response, listKeys[write.collection], (list) => list.filter((item) => item.id !== write.id));
    case "deleteAll":
      return setList(response, listKeys[write.collection], () => []);
    case "putMember":
      return setList(response, "household_members", (list) => upsert(list, write.member, contentId));
    case "updateMember":
      return setList(response, "household_members", (list) =>
        list.map((member) => (member.id === write.id ? { ...member, ...write.answers } : member)),
      );
    case "deleteMember":
      return setList(response, "household_members", (list) => list.filter((member) => member.id !== write.id));
    case "consent":
    case "raw":
      return response;
  }
}

/** Applies writes in queue order. */
export function applyWrites(response: TSurveyResponse, writes: readonly TQueuedWrite[]): TSurveyResponse {
  return writes.reduce(applyWrite, response);
}
