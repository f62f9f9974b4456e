import { emptySurveyContent, ZSurveyContentFields, type TSurveyContentFields } from "@planready/contracts/surveys/content";
import type { ContentRow, ItemRow } from "./survey-contents.repository.ts";

const answerSchemas: Record<string, { safeParse: (value: unknown) => { success: boolean } }> = ZSurveyContentFields.shape;

/**
 * The content's answers: every field (null when not answered) and the newest rev applied. A stored answer the
 * current contract no longer accepts (a field removed or tightened since it was written) is left out rather than
 * failing the whole survey for its client; it stays in the database.
 */
export function presentContentFields(row: Pick<ContentRow, "id" | "data" | "client_rev">): TSurveyContentFields {
  const fields: Record<string, unknown> = emptySurveyContent(row.id);
  for (const field in row.data) {
    const value = row.data[field];
    if (Object.hasOwn(answerSchemas, field) && answerSchemas[field]!.safeParse(value).success) fields[field] = value;
  }
  fields.id = row.id;
  fields.client_rev = row.client_rev;
  return fields as TSurveyContentFields;
}

export type TStoredItem<T> = T & { id: string; client_rev: number; survey_content_id: string };

/**
 * An item as stored: its answers, id, write rev and content. `T` is the item schema's type: every stored item
 * was validated by that schema when written, and the route's response schema checks it again on the way out.
 */
export function presentItem<T = Record<string, unknown>>(row: ItemRow): TStoredItem<T> {
  return { ...row.data, id: row.id, client_rev: row.client_rev, survey_content_id: row.survey_content_id } as TStoredItem<T>;
}
