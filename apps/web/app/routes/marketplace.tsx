import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { pricesQueryOptions } from "../features/billing/api/get-prices";
import { MarketplacePage } from "../features/billing/components/marketplace-page";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/marketplace";

export const handle = { i18n: ["billing"] } satisfies RouteI18nHandle;

/** The prices are read on the server, so the page arrives with them. */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(pricesQueryOptions(request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "billing", "marketplace");

/** The Survey Marketplace, inside the signed-in layout. */
export default function Marketplace({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <MarketplacePage />
    </HydrationBoundary>
  );
}
