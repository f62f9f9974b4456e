import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { linkQueryOptions } from "../features/links/api/get-link";
import { orgMembersQueryOptions } from "../features/links/api/get-org-members";
import { LinkEditPage } from "../features/links/components/link-edit-page";
import { localizedMeta } from "../lib/meta";
import { linkBaseUrl } from "../lib/link-base-url";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/marketplace.links.link";

export const handle = { i18n: ["links"] } satisfies RouteI18nHandle;

/** The link and the agency's users (possible stakeholders) arrive with the page; a missing link shows its message. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  await Promise.all([
    queryClient.prefetchQuery(linkQueryOptions(params.linkId, request)),
    profile?.org ? queryClient.prefetchQuery(orgMembersQueryOptions(profile.org.id, request)) : null,
  ]);
  return { dehydratedState: dehydrate(queryClient), origin: await linkBaseUrl(request) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "links", "edit");

function Page({ linkId, origin }: { linkId: string; origin: string }) {
  const { user } = useUser();
  return user ? <LinkEditPage linkId={linkId} user={user} origin={origin} /> : null;
}

/** Editing one survey link, inside the signed-in layout. */
export default function MarketplaceLink({ loaderData, params }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Page linkId={params.linkId} origin={loaderData.origin} />
    </HydrationBoundary>
  );
}
