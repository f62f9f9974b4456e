import type { TChangeEmailRequest } from "@planready/contracts/settings";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** POST /api/users/me/email: a link goes to the new address; the email changes when it is opened. */
export function changeEmail(input: TChangeEmailRequest): Promise<{ ok: true }> {
  return api("/api/users/me/email", { method: "POST", body: input });
}

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
