import type { TOrgMember } from "../api/get-org-members";

/** A colleague as the link pages name them: first and last name, or their email when they have none. */
export const memberName = (member: Pick<TOrgMember, "first_name" | "last_name" | "email">) =>
  [member.first_name, member.last_name].filter(Boolean).join(" ").trim() || member.email;
