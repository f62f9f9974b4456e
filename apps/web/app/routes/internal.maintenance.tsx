import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { maintenanceQueryOptions } from "../features/staff/api/maintenance";
import { MaintenancePanel } from "../features/staff/components/maintenance-panel";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/internal.maintenance";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/** The state arrives with the page (for anyone but staff the API answers 404 and the layout shows not-found). */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(maintenanceQueryOptions(request));
  return { dehydratedState: dehydrate(queryClient) };
}

/** `/internal/maintenance`: on, announced or off, with its description. */
export default function InternalMaintenance({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <MaintenancePanel />
    </HydrationBoundary>
  );
}
