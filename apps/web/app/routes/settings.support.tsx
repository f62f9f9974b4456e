import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { supportInfoQueryOptions } from "../features/settings/api/support";
import { SupportPage } from "../features/settings/components/support-page";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/settings.support";

export const handle = { i18n: ["settings"] } satisfies RouteI18nHandle;

/** The support address and the app's version arrive with the page. */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  if (profile) await queryClient.prefetchQuery(supportInfoQueryOptions(request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "settings", "support");

/** Support. */
export default function Support({ loaderData }: Route.ComponentProps) {
  const { user } = useUser();
  if (!user) return null;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SupportPage replyTo={user.email} />
    </HydrationBoundary>
  );
}
