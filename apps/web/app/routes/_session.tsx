import { Outlet, useRouteLoaderData } from "react-router";
import { SessionProviders } from "../features/auth/components/session-providers";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { loader as rootLoader } from "../root";

/** The session speaks no language of its own. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/**
 * Every page but the survey pages: TanStack Query, seeded with the profile the root loaded on the server, and the
 * user (SessionProviders). The survey pages stay outside: their clients are never signed in, and the start page loads
 * neither (decision 005); the running survey brings its own query client for the look-ups.
 */
export default function SessionLayout() {
  const profile = useRouteLoaderData<typeof rootLoader>("root")?.profile;
  return (
    <SessionProviders profile={profile}>
      <Outlet />
    </SessionProviders>
  );
}
