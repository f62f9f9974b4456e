import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { notificationPermissionsQueryOptions } from "../features/notifications/api/notification-permissions";
import { NotificationPermissionsPage } from "../features/notifications/components/notification-permissions-page";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/settings.notification-permissions";

export const handle = { i18n: ["notifications"] } satisfies RouteI18nHandle;

/** The switches arrive with the page (a failed look-up leaves the page to load them itself). */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  if (profile) await queryClient.prefetchQuery(notificationPermissionsQueryOptions(profile.id, request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "notifications", "permissions");

/** Notification Preferences, inside the signed-in layout. */
export default function NotificationPermissions({ loaderData }: Route.ComponentProps) {
  const { user } = useUser();
  if (!user) return null;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <NotificationPermissionsPage userId={user.id} />
    </HydrationBoundary>
  );
}
