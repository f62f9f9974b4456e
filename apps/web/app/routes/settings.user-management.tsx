import { can } from "@planready/contracts/permissions";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { teamQueryOptions } from "../features/team/api/team";
import { UserManagementPage } from "../features/team/components/user-management-page";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/settings.user-management";

export const handle = { i18n: ["team"] } satisfies RouteI18nHandle;

/** The members and invites arrive with the page (a failed look-up leaves the page to load them itself). */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  if (profile?.org_id && can(profile.user_type, "users:manage")) {
    await queryClient.prefetchQuery(teamQueryOptions(profile.org_id, request));
  }
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "team", "users");

/** Users (Account Settings), inside the signed-in layout. */
export default function UserManagement({ loaderData }: Route.ComponentProps) {
  const { user } = useUser();
  if (!user) return null;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <UserManagementPage user={user} />
    </HydrationBoundary>
  );
}
