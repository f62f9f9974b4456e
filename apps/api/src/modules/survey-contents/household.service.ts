import {
  membersUnderCoverage,
  ZHouseholdMember,
  type TCreateHouseholdMemberRequest,
  type THouseholdMember,
  type THouseholdMemberUpdate,
} from "@planready/contracts/surveys/household";
import type { Db } from "../../db/client.ts";
import { acaHouseholdMembers } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { SurveyAccess } from "../../core/survey-access.ts";
import { itemFieldNames } from "./collections.ts";
import { presentItem } from "./survey-contents.presenter.ts";
import { listItems } from "./survey-contents.repository.ts";
import { patchItem, removeAllItems, removeItem, saveItem, type TWrittenItem } from "./survey-contents.service.ts";

const members = { table: acaHouseholdMembers, fieldNames: itemFieldNames(ZHouseholdMember) };

/** The content id a body names must be the token's own: another response's content is "not found". */
function assertOwnContent(access: SurveyAccess, contentId: string) {
  if (contentId !== access.contentId) throw new AppError("NOT_FOUND", "No survey content with this id.");
}

/** Adds (or, by its client id, replaces) a household member. */
export async function addHouseholdMember(
  db: Db,
  access: SurveyAccess,
  body: TCreateHouseholdMemberRequest,
): Promise<TWrittenItem<THouseholdMember>> {
  const { survey_content_id, ...member } = body;
  assertOwnContent(access, survey_content_id);
  return saveItem(db, access, members, member);
}

/** Some answers of a member added earlier, each kept only if newer than the stored one. */
export async function updateHouseholdMember(
  db: Db,
  access: SurveyAccess,
  id: string,
  body: THouseholdMemberUpdate,
): Promise<TWrittenItem<THouseholdMember>> {
  return patchItem<THouseholdMember>(db, access, acaHouseholdMembers, id, body);
}

/** The household's members in the order they were added; `underCoverage` keeps those seeking coverage. */
export async function listHouseholdMembers(db: Db, access: SurveyAccess, contentId: string, options: { underCoverage: boolean }) {
  assertOwnContent(access, contentId);
  const rows = (await listItems(db, acaHouseholdMembers, contentId)).map((row) => presentItem<THouseholdMember>(row));
  return options.underCoverage ? membersUnderCoverage(rows) : rows;
}

export async function removeHouseholdMembers(db: Db, access: SurveyAccess, contentId: string, rev: number): Promise<number> {
  assertOwnContent(access, contentId);
  return removeAllItems(db, access, acaHouseholdMembers, rev);
}

export async function removeHouseholdMember(db: Db, access: SurveyAccess, contentId: string, id: string, rev: number): Promise<void> {
  assertOwnContent(access, contentId);
  await removeItem(db, access, acaHouseholdMembers, id, rev);
}
