import type { TProfile } from "@planready/contracts/users";
import { DEFAULT_PROFILE_PATH } from "@planready/contracts/auth";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export const authKeys = { me: ["auth", "me"] as const };

/** The profile of each request being rendered on the server, asked for once however many loaders need it. */
const profileOfRequest = new WeakMap<Request, Promise<TProfile | null>>();

/**
 * GET /api/auth/me: the profile, or null when signed out (204). Other statuses throw ApiError; network failure is
 * status 0. On the server, `request` is the page's request: the root, the layouts and the page's loaders all call
 * this with it, and share one answer (React Router hands the same request to every loader of a render).
 */
export function getProfile(request?: Request): Promise<TProfile | null> {
  if (!request) return api<TProfile | null>(DEFAULT_PROFILE_PATH);
  let profile = profileOfRequest.get(request);
  if (!profile) {
    profile = api<TProfile | null>(DEFAULT_PROFILE_PATH, { request });
    profileOfRequest.set(request, profile);
  }
  return profile;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: () => getProfile(), staleTime: 60_000, retry: false });
