import type { TProfile, TUser } from "@planready/contracts/users";
import type { ProfileOrg, UserRow } from "./users.repository.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentUser(row: UserRow): TUser {
  return {
    id: row.id,
    auth_id: row.auth_id,
    sub: row.sub,
    email: row.email,
    org_id: row.org_id,
    user_type: row.user_type,
    first_name: row.first_name,
    last_name: row.last_name,
    tos_accepted: iso(row.tos_accepted),
    connecture_tos_accepted: iso(row.connecture_tos_accepted),
    crm_tos_accepted: iso(row.crm_tos_accepted),
    connecture_agent_id: row.connecture_agent_id,
    locale: row.locale,
    created_at: row.created_at.toISOString(),
  };
}

export function presentProfile(row: UserRow, org: ProfileOrg | undefined, signupName: string | null = null): TProfile {
  return {
    ...presentUser(row),
    signup_name: signupName,
    org: org
      ? { id: org.id, name: org.name, user_count: org.user_count, number_failed_payment_attempts: org.number_failed_payment_attempts }
      : null,
  };
}
