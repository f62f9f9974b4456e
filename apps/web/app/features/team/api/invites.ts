import type { TAcceptInviteResponse, TCreateInviteRequest, TInvite, TInviteLookup } from "@planready/contracts/team";
import { api } from "../../../lib/api";
import { useTeamMutation } from "./team";

/** POST /api/orgs/{id}/invites: invites an address (again: renews and resends the pending invite). */
export function sendInvite(orgId: string, input: TCreateInviteRequest): Promise<{ invite: TInvite; resent: boolean }> {
  return api(`/api/orgs/${encodeURIComponent(orgId)}/invites`, { method: "POST", body: input });
}

/** DELETE /api/invites/{id}. */
export function revokeInvite(inviteId: string): Promise<{ ok: true }> {
  return api(`/api/invites/${encodeURIComponent(inviteId)}`, { method: "DELETE" });
}

export const useSendInvite = (orgId: string) => useTeamMutation(orgId, (input: TCreateInviteRequest) => sendInvite(orgId, input));
export const useRevokeInvite = (orgId: string) => useTeamMutation(orgId, (inviteId: string) => revokeInvite(inviteId));

/** GET /api/invites/{id}?token=: whether the link still works; `{ valid: false }` on any failure, here too. */
export async function lookupInvite(inviteId: string, token: string | null, request?: Request): Promise<TInviteLookup> {
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  try {
    return await api<TInviteLookup>(`/api/invites/${encodeURIComponent(inviteId)}${query}`, request ? { request } : {});
  } catch {
    return { valid: false };
  }
}

/** POST /api/users/invite/{inviteId}: the signed-in user accepts. */
export function acceptInvite(inviteId: string, token: string): Promise<TAcceptInviteResponse> {
  return api(`/api/users/invite/${encodeURIComponent(inviteId)}`, { method: "POST", body: { token } });
}
