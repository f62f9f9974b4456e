import type { TProfile } from "@planready/contracts/users";
import { DEFAULT_PROFILE_PATH } from "@planready/contracts/auth";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const authKeys = { me: ["auth", "me"] as const };

/** GET /api/auth/me: the profile, or null when signed out (204). Other statuses throw ApiError; network failure is status 0. */
export function getProfile(request?: Request): Promise<TProfile | null> {
  return api<TProfile | null>(DEFAULT_PROFILE_PATH, request ? { request } : {});
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: () => getProfile(), staleTime: 60_000, retry: false });
