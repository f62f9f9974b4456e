import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { authKeys } from "../features/auth/api/get-profile";
import { UserProvider } from "../features/auth/components/user-provider";
import type { RouteI18nHandle } from "../i18n/i18n";
import { createQueryClient } from "../lib/query-client";
import type { loader as rootLoader } from "../root";

/** The session speaks no language of its own. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/**
 * Every page but the survey pages: TanStack Query, seeded with the profile the root loaded on the server, and the
 * user (UserProvider). The survey pages stay outside: their clients are never signed in, and the start page loads
 * neither (decision 005); the running survey brings its own query client for the look-ups.
 */
export default function SessionLayout() {
  const profile = useRouteLoaderData<typeof rootLoader>("root")?.profile;
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (profile?.loaded) client.setQueryData(authKeys.me, profile.value);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <UserProvider>
        <Outlet />
      </UserProvider>
    </QueryClientProvider>
  );
}
