import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { apiKeysQueryOptions } from "../features/webhooks/api/api-keys";
import { ApiKeysPage } from "../features/webhooks/components/api-keys-page";
import type { RouteI18nHandle } from "../i18n/i18n";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/integrations.public-api";

export const handle = { i18n: ["webhooks"] } satisfies RouteI18nHandle;

/** The keys arrive with the page (a failed look-up leaves the page to load them itself). */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(apiKeysQueryOptions(request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "webhooks", "publicApi");

/** Integrations → Public API, inside the signed-in layout. */
export default function IntegrationsPublicApi({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ApiKeysPage />
    </HydrationBoundary>
  );
}
