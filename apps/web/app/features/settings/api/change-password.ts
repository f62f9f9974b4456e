import type { TChangePasswordRequest, TSetPasswordRequest } from "@planready/contracts/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { settingsKeys } from "./settings-keys";

/** POST /api/users/me/password: the current password, then the new one; other sessions end, this one is renewed. */
export function changePassword(input: TChangePasswordRequest): Promise<{ ok: true }> {
  return api("/api/users/me/password", { method: "POST", body: input });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/** POST /api/users/me/password/new: a first password for an account made with Google. */
export function setFirstPassword(input: TSetPasswordRequest): Promise<{ ok: true }> {
  return api("/api/users/me/password/new", { method: "POST", body: input });
}

export function useSetFirstPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFirstPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.signInMethods }),
  });
}
