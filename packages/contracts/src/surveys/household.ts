import { z } from "zod";
import { choice, dollars, item, optional, requiredText, text, ZClientRev, ZDob, ZId, ZYesNo } from "./fields.ts";
import { genderChoices, householdRelationships, otherCoverageKinds } from "./choices.ts";

/**
 * ACA household members. One collection: the members "under coverage" are those with
 * `seeking_coverage` true — the Marketplace asks about everyone in the tax household but quotes only them.
 */

const memberFields = {
  first_name: requiredText(100),
  last_name: optional(text(100)),
  relationship: choice(householdRelationships, "a relationship"),
  dob: optional(ZDob),
  gender: optional(choice(genderChoices, "an answer")),
  /** Marketplace tobacco rating: used tobacco 4 or more times a week in the last 6 months. */
  tobacco_use: optional(ZYesNo),
  pregnant: optional(ZYesNo),
  seeking_coverage: optional(ZYesNo),
  /** Other coverage (or an offer of it) affects eligibility for financial help. */
  has_other_coverage: optional(ZYesNo),
  other_coverage_kind: optional(choice(otherCoverageKinds, "a kind of coverage")),
  /** The member's own expected yearly income, when they have one. */
  income: optional(dollars(10_000_000)),
};

/** A member as added on the household screen (`POST /aca/surveyContents/householdMember`, with the content id). */
export const ZHouseholdMember = item(memberFields);
export type THouseholdMember = z.infer<typeof ZHouseholdMember>;

export const ZCreateHouseholdMemberRequest = ZHouseholdMember.extend({ survey_content_id: ZId });
export type TCreateHouseholdMemberRequest = z.infer<typeof ZCreateHouseholdMemberRequest>;

/**
 * `PUT /aca/surveyContents/{id}`: any subset of one member's answers (the health-information screen fills a few
 * fields of members added earlier). Applied per field by `client_rev`, like the survey content.
 */
export const ZHouseholdMemberUpdate = z.object(memberFields).partial().extend({ client_rev: ZClientRev }).strict();
export type THouseholdMemberUpdate = z.infer<typeof ZHouseholdMemberUpdate>;

/** The household's members under coverage, in the order they were added. */
export function membersUnderCoverage<T extends { seeking_coverage?: boolean | null }>(members: readonly T[]): T[] {
  return members.filter((member) => member.seeking_coverage === true);
}

export { householdRelationships, otherCoverageKinds };
