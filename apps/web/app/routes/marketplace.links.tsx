import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { orgLinksQueryOptions } from "../features/links/api/get-org-links";
import { LinksPage } from "../features/links/components/links-page";
import { linksMeta } from "../features/links/lib/links-meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/marketplace.links";

export const handle = { i18n: ["links"] } satisfies RouteI18nHandle;

/** The links (for ?searchTerm) arrive with the page. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  const searchTerm = url.searchParams.get("searchTerm")?.trim() ?? "";
  if (profile?.org) await queryClient.prefetchQuery(orgLinksQueryOptions(profile.org.id, searchTerm, request));
  return { dehydratedState: dehydrate(queryClient), origin: url.origin };
}

export const meta: Route.MetaFunction = (args) => linksMeta(args, "list");

function Page({ origin }: { origin: string }) {
  const { user } = useUser();
  return user ? <LinksPage user={user} origin={origin} /> : null;
}

/** The organisation's survey links, inside the signed-in layout. */
export default function MarketplaceLinks({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Page origin={loaderData.origin} />
    </HydrationBoundary>
  );
}
