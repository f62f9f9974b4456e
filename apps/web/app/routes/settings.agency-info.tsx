import { can } from "@planready/contracts/permissions";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { data } from "react-router";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { orgQueryOptions } from "../features/onboarding/api/get-org";
import { AgencyInfoPage } from "../features/settings/components/agency-info-page";
import { SettingsNotFound } from "../features/settings/components/settings-not-found";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/settings.agency-info";

export const handle = { i18n: ["settings"] } satisfies RouteI18nHandle;

/**
 * Only agency admins (Admin, Restricted-Admin) change the agency: anyone else gets the not-found page with a real
 * 404, inside the app's frame. The agency arrives with the page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  if (profile && !can(profile.user_type, "org:update")) return data({ allowed: false, dehydratedState: null }, { status: 404 });
  if (profile?.org_id) await queryClient.prefetchQuery(orgQueryOptions(profile.org_id, request));
  return { allowed: true, dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "settings", "agencyInfo");

/** Agency Information. */
export default function AgencyInfo({ loaderData }: Route.ComponentProps) {
  const { user } = useUser();
  if (!user) return null;
  if (!loaderData.allowed || !can(user.user_type, "org:update") || !user.org_id) return <SettingsNotFound />;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AgencyInfoPage orgId={user.org_id} />
    </HydrationBoundary>
  );
}
