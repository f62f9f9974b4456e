import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { webhookEndpointsQueryOptions } from "../features/webhooks/api/webhooks";
import { WebhooksPage } from "../features/webhooks/components/webhooks-page";
import type { RouteI18nHandle } from "../i18n/i18n";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/integrations.webhooks";

export const handle = { i18n: ["webhooks"] } satisfies RouteI18nHandle;

/** The endpoints arrive with the page (a failed look-up leaves the page to load them itself). */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(webhookEndpointsQueryOptions(request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "webhooks", "webhooks");

/** Integrations → Webhooks, inside the signed-in layout. */
export default function IntegrationsWebhooks({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <WebhooksPage />
    </HydrationBoundary>
  );
}
