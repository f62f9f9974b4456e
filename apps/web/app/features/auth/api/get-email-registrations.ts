import type { TEmailExistsResponse } from "@planready/contracts/users";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET /api/users/email/{email}: whether the caller's own email is registered under another sign-in identity. */
export function getEmailRegistrations(email: string): Promise<TEmailExistsResponse> {
  return api<TEmailExistsResponse>(`/api/users/email/${encodeURIComponent(email)}`);
}

export const emailRegistrationsQueryOptions = (email: string) =>
  queryOptions({ queryKey: ["auth", "email-registrations", email], queryFn: () => getEmailRegistrations(email), staleTime: 5 * 60_000 });

export function useEmailRegistrations(email: string | undefined) {
  return useQuery({ ...emailRegistrationsQueryOptions(email ?? ""), enabled: !!email });
}
