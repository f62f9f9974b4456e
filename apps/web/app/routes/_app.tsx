import { layoutForPath } from "@planready/contracts/layout";
import { requiredOnboardingPath } from "@planready/contracts/onboarding";
import { Outlet, redirect, useLocation } from "react-router";
import { getProfile } from "../features/auth/api/get-profile";
import { RequireUser } from "../features/auth/components/require-user";
import { useUser } from "../features/auth/components/user-provider";
import { AppShell } from "../features/shell/components/app-shell";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/_app";

/**
 * The signed-in frame (top bar, side menu, footer) speaks `shell`, and `notifications` for the bell and its drawer;
 * its pages add their own namespaces.
 */
export const handle = { i18n: ["shell", "notifications"] } satisfies RouteI18nHandle;

/**
 * A signed-in user who still owes onboarding steps goes there before any app page. Signed-out
 * visitors and lookup failures pass through: RequireUser sends them to the login page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const profile = await getProfile(request).catch(() => null);
  const target = profile ? requiredOnboardingPath(profile) : null;
  if (target) throw redirect(target);
  return null;
}

function Frame() {
  const { user } = useUser();
  const { pathname, search } = useLocation();
  // RequireUser renders us only with a user; other layouts (partner, logo-only) are drawn by their own pages.
  if (!user || layoutForPath(pathname, search) !== "main") return <Outlet />;
  return (
    <AppShell user={user}>
      <Outlet />
    </AppShell>
  );
}

export default function AppLayout() {
  return (
    <RequireUser>
      <Frame />
    </RequireUser>
  );
}
