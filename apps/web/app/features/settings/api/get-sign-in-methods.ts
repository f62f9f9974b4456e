import type { TSignInMethods } from "@planready/contracts/settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { settingsKeys } from "./settings-keys";

/** GET /api/users/me/sign-in-methods: password, Google, and whether Google is offered. */
export function getSignInMethods(request?: Request): Promise<TSignInMethods> {
  return api<TSignInMethods>("/api/users/me/sign-in-methods", request ? { request } : {});
}

export const signInMethodsQueryOptions = (request?: Request) =>
  queryOptions({ queryKey: settingsKeys.signInMethods, queryFn: () => getSignInMethods(request) });

export const useSignInMethods = () => useQuery(signInMethodsQueryOptions());
