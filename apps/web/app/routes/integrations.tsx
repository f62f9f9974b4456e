import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { integrationsQueryOptions } from "../features/integrations/api/get-integrations";
import { IntegrationsPage } from "../features/integrations/components/integrations-page";
import type { RouteI18nHandle } from "../i18n/i18n";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/integrations";

export const handle = { i18n: ["integrations"] } satisfies RouteI18nHandle;

/** The statuses arrive with the page (a failed look-up leaves the page to load them itself). */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(integrationsQueryOptions(request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "integrations", "catalog");

/** Integrations, inside the signed-in layout. */
export default function Integrations({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <IntegrationsPage />
    </HydrationBoundary>
  );
}
