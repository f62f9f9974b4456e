import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { redirect } from "react-router";
import { areaOnboardingRedirect } from "../features/bulk-onboarding/lib/area-loader";
import { bulkSendSettingsQueryOptions } from "../features/bulk-sends/api/bulk-sends";
import { BulkSendSettingsPage } from "../features/bulk-sends/components/bulk-send-settings-page";
import { SuppressionListPanel } from "../features/compliance/components/suppression-list-panel";
import type { RouteI18nHandle } from "../i18n/i18n";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/crm.settings";

export const handle = { i18n: ["bulkSends", "compliance"] } satisfies RouteI18nHandle;

/**
 * Only once the CRM onboarding is done (otherwise: the step still owed, the query kept). The settings arrive with the
 * page (a failed look-up leaves the page to load them itself).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const onboarding = await areaOnboardingRedirect("crm", request);
  if (onboarding) throw redirect(onboarding);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(bulkSendSettingsQueryOptions(request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "bulkSends", "settings");

/** CRM Settings: the bulk-send settings, in the signed-in layout. */
export default function CrmSettings({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="flex flex-col gap-6">
        <BulkSendSettingsPage />
        <SuppressionListPanel />
      </div>
    </HydrationBoundary>
  );
}
