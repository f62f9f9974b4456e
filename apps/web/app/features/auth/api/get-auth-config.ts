import { dehydrate, QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";

export type TAuthConfig = { google: boolean };

export const authConfigKey = ["auth", "config"] as const;

/** GET /api/auth-config: which sign-in methods this installation offers (Google only when configured). */
export function getAuthConfig(request?: Request): Promise<TAuthConfig> {
  return api<TAuthConfig>("/api/auth-config", request ? { request } : {});
}

// The answer changes only when the server restarts with other keys.
export const authConfigQueryOptions = (request?: Request) =>
  queryOptions({ queryKey: authConfigKey, queryFn: () => getAuthConfig(request), staleTime: Infinity });

/** For the sign-in pages' loaders: fetches the config on the server so the Google button is in the first HTML. */
export async function prefetchAuthConfig(request: Request) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(authConfigQueryOptions(request));
  return dehydrate(queryClient);
}
