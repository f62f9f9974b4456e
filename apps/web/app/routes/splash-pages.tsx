import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getProfile } from "../features/auth/api/get-profile";
import { mySiteQueryOptions, splashLinksQueryOptions } from "../features/splash/api/my-site";
import { SplashBuilderPage } from "../features/splash/components/splash-builder-page";
import type { RouteI18nHandle } from "../i18n/i18n";
import { linkBaseUrl } from "../lib/link-base-url";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/splash-pages";

export const handle = { i18n: ["splash"] } satisfies RouteI18nHandle;

/** The page, the agent's links and the share address arrive with the HTML. */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  const [baseUrl] = await Promise.all([
    linkBaseUrl(request),
    profile ? queryClient.prefetchQuery(mySiteQueryOptions(profile.id, request)) : null,
    profile?.org_id ? queryClient.prefetchQuery(splashLinksQueryOptions(profile.org_id, request)) : null,
  ]);
  return { dehydratedState: dehydrate(queryClient), baseUrl };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "splash", "builder");

/** The agent's splash page builder, inside the signed-in layout. */
export default function SplashPages({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <SplashBuilderPage baseUrl={loaderData.baseUrl} />
    </HydrationBoundary>
  );
}
