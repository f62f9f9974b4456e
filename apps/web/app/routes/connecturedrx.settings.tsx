import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { bulkSendSettingsQueryOptions } from "../features/bulk-sends/api/bulk-sends";
import { BulkSendSettingsPage } from "../features/bulk-sends/components/bulk-send-settings-page";
import type { RouteI18nHandle } from "../i18n/i18n";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/connecturedrx.settings";

export const handle = { i18n: ["bulkSends"] } satisfies RouteI18nHandle;

/** The settings arrive with the page (a failed look-up leaves the page to load them itself). */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(bulkSendSettingsQueryOptions(request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "bulkSends", "settings");

/** Connecture Settings: the bulk-send settings (in the signed-in layout from the partner's dashboard, `?fromRFDashboard=true`; on its own otherwise). */
export default function ConnectureSettings({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="mx-auto w-full max-w-5xl p-4 sm:p-6">
        <BulkSendSettingsPage />
      </div>
    </HydrationBoundary>
  );
}
