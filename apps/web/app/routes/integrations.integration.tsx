import { isPartnerIntegrationId } from "@planready/contracts/integrations";
import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { data } from "react-router";
import { deliveriesQueryOptions } from "../features/integrations/api/get-deliveries";
import { integrationQueryOptions } from "../features/integrations/api/integration";
import { IntegrationPage } from "../features/integrations/components/integration-page";
import type { RouteI18nHandle } from "../i18n/i18n";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/integrations.integration";

export const handle = { i18n: ["integrations"] } satisfies RouteI18nHandle;

/** A partner of the catalog, with its connection and log; any other id is the not-found page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = params.integrationId;
  if (!isPartnerIntegrationId(id)) throw data(null, { status: 404 });
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery(integrationQueryOptions(id, request)),
    queryClient.prefetchQuery(deliveriesQueryOptions(id, request)),
  ]);
  return { id, dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "integrations", "integration");

/** One partner integration, inside the signed-in layout. */
export default function Integration({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <IntegrationPage id={loaderData.id} />
    </HydrationBoundary>
  );
}
