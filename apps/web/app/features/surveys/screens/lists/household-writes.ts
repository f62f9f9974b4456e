import type { TMember, TMemberAnswers } from "../../lib/survey-writes";
import type { TScreenProps } from "../screen-props";

export type { TMember } from "../../lib/survey-writes";

/**
 * The ACA household's writes: a member added or replaced whole by its client id, some answers of one changed,
 * or one removed. Each carries a fresh client_rev, so a late retry never overwrites a newer answer.
 */
export function householdWrites(props: Pick<TScreenProps, "write" | "nextRev">) {
  return {
    save: (member: TMember) => props.write({ kind: "putMember", member, client_rev: props.nextRev() }),
    update: (id: string, answers: TMemberAnswers) => props.write({ kind: "updateMember", id, answers, client_rev: props.nextRev() }),
    remove: (id: string) => props.write({ kind: "deleteMember", id, client_rev: props.nextRev() }),
  };
}
