import type { TMember } from "@planready/contracts/team";

/** A member as the page names them: first and last name, else their address. */
export const memberName = (member: Pick<TMember, "first_name" | "last_name" | "email">) =>
  [member.first_name, member.last_name].filter(Boolean).join(" ") || member.email;
