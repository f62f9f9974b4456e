import type { TItemCollection, TSurveyResponse } from "@planready/contracts/surveys/responses";

/** API paths of one response's writes. */
export function surveyPaths(response: Pick<TSurveyResponse, "id" | "survey_type"> & { survey_content: { id: string } }) {
  const content = `/api/surveyContents/${response.survey_type}/${response.survey_content.id}`;
  return {
    response: `/api/responses/${response.id}`,
    content,
    collection: (collection: TItemCollection) => `${content}/${collection}`,
    item: (collection: TItemCollection, id: string) => `${content}/${collection}/${encodeURIComponent(id)}`,
  };
}
