import type { TItemCollection } from "@planready/contracts/surveys/responses";
import {
  doTheseApplyResponses,
  hospitalResponses,
  lifeHealthConditionResponses,
  pharmacyResponses,
  prescriptionResponses,
  specialistResponses,
} from "./schema.ts";

/** Every child collection of a survey content has the same columns (schema.ts `contentItems`). */
export type ItemTable = typeof specialistResponses;

/**
 * The table behind each child collection (`/surveyContents/{type}/{contentId}/{collection}`): written by the client
 * through survey-contents, corrected by agents through submissions.
 */
export const collectionTables: Record<TItemCollection, ItemTable> = {
  specialistResponses,
  hospitalResponses,
  pharmacyResponses,
  prescriptionResponses,
  doTheseApplyResponses,
  lifeHealthConditionResponses,
};
