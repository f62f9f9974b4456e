import type { TUpdateUserRequest, TUser } from "@planready/contracts/users";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** PUT /api/users/{authId}: the user's own names, or acceptance of the terms (the server records the time). */
export function updateUser(authId: string, patch: TUpdateUserRequest): Promise<TUser> {
  return api<TUser>(`/api/users/${encodeURIComponent(authId)}`, { method: "PUT", body: patch });
}

export function useUpdateUser(authId: string) {
  return useMutation({ mutationFn: (patch: TUpdateUserRequest) => updateUser(authId, patch) });
}
