import type { TMember, TTeam } from "@planready/contracts/team";
import type { TUserType } from "@planready/contracts/users";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const teamKeys = {
  team: (orgId: string) => ["team", orgId] as const,
};

/** GET /api/orgs/{id}/members: the agency's members and its pending invites. */
export function getTeam(orgId: string, request?: Request): Promise<TTeam> {
  return api<TTeam>(`/api/orgs/${encodeURIComponent(orgId)}/members`, request ? { request } : {});
}

export const teamQueryOptions = (orgId: string, request?: Request) =>
  queryOptions({ queryKey: teamKeys.team(orgId), queryFn: () => getTeam(orgId, request) });

export function useTeam(orgId: string) {
  return useQuery(teamQueryOptions(orgId));
}

/** PUT /api/users/{id}/role. */
export function changeRole(userId: string, userType: TUserType): Promise<TMember> {
  return api<TMember>(`/api/users/${encodeURIComponent(userId)}/role`, { method: "PUT", body: { user_type: userType } });
}

/** DELETE /api/users/{id}?handOverTo=: removes a member, their links going to `handOverTo`. */
export function removeMember(userId: string, handOverTo: string | null): Promise<{ ok: true }> {
  const query = handOverTo ? `?handOverTo=${encodeURIComponent(handOverTo)}` : "";
  return api<{ ok: true }>(`/api/users/${encodeURIComponent(userId)}${query}`, { method: "DELETE" });
}

/** Every change on the page refetches the team afterwards (members, roles, links held, invites). */
function useTeamMutation<TInput, TOutput>(orgId: string, mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(orgId) }) });
}

export const useChangeRole = (orgId: string) =>
  useTeamMutation(orgId, (input: { userId: string; userType: TUserType }) => changeRole(input.userId, input.userType));

export const useRemoveMember = (orgId: string) =>
  useTeamMutation(orgId, (input: { userId: string; handOverTo: string | null }) => removeMember(input.userId, input.handOverTo));

export { useTeamMutation };
