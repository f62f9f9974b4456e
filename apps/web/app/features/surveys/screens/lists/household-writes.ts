import type { THouseholdMember } from "@planready/contracts/surveys/household";
import type { TScreenProps } from "../screen-props";

export type TMember = Omit<THouseholdMember, "client_rev">;

/**
 * The ACA household endpoints as queued writes : a member is added or replaced whole by its
 * client id (POST), some answers of one changed (PUT), or one removed. Each carries a fresh client_rev, so a late
 * retry never overwrites a newer answer.
 */
export function householdWrites(props: Pick<TScreenProps, "content" | "write" | "nextRev">) {
  const contentId = props.content.id;
  return {
    save: (member: TMember) => {
      props.write({
        key: `member:${member.id}`,
        method: "POST",
        path: "/api/aca/surveyContents/householdMember",
        body: { ...member, survey_content_id: contentId, client_rev: props.nextRev() },
      });
    },
    update: (id: string, answers: Partial<Omit<TMember, "id">>) => {
      props.write({
        key: `member-answers:${id}`,
        method: "PUT",
        path: `/api/aca/surveyContents/${encodeURIComponent(id)}`,
        body: { ...answers, client_rev: props.nextRev() },
        merge: true,
      });
    },
    remove: (id: string) => {
      props.write({
        key: `member:${id}`,
        method: "DELETE",
        path: `/api/aca/surveyContents/householdMember/${encodeURIComponent(contentId)}/${encodeURIComponent(id)}?client_rev=${props.nextRev()}`,
      });
    },
  };
}
