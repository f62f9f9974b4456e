import type { TUser } from "@planready/contracts/users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { authKeys } from "../../auth/api/get-profile";

/** PUT /api/users/{authId}: the user's own first and last names; the profile (menu, greeting) follows. */
export function updateName(authId: string, name: { first_name: string; last_name: string }): Promise<TUser> {
  return api<TUser>(`/api/users/${encodeURIComponent(authId)}`, { method: "PUT", body: name });
}

export function useUpdateName(authId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: { first_name: string; last_name: string }) => updateName(authId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}
