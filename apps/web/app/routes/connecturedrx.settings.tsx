import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { redirect } from "react-router";
import { PartnerFrame } from "../features/bulk-onboarding/components/area-frames";
import { areaOnboardingRedirect, loadPartnerFrame } from "../features/bulk-onboarding/lib/area-loader";
import { bulkSendSettingsQueryOptions } from "../features/bulk-sends/api/bulk-sends";
import { BulkSendSettingsPage } from "../features/bulk-sends/components/bulk-send-settings-page";
import { SuppressionListPanel } from "../features/compliance/components/suppression-list-panel";
import { SiteFooter } from "../features/shell/components/site-footer";
import type { RouteI18nHandle } from "../i18n/i18n";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/connecturedrx.settings";

export const handle = { i18n: ["bulkSends", "compliance", "bulkOnboarding", "shell"] } satisfies RouteI18nHandle;

/**
 * Only once the partner area's onboarding is done (otherwise: the welcome or the step still owed, the query kept).
 * Coming from Connecture (no `fromRFDashboard=true`) the page is in the partner frame, whose return address and logo
 * are checked here; without a return address the frame shows only its error. The settings arrive with the page (a
 * failed look-up leaves the page to load them itself).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const onboarding = await areaOnboardingRedirect("connecture", request);
  if (onboarding) throw redirect(onboarding);
  const frame = await loadPartnerFrame(request);
  const queryClient = new QueryClient();
  if (frame.fromDashboard || !(frame.missingReturnUrl || frame.return_url_refused))
    await queryClient.prefetchQuery(bulkSendSettingsQueryOptions(request));
  return { frame, dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "bulkSends", "settings");

/** Connecture Settings: the bulk-send settings, in the signed-in layout from the partner's dashboard (`?fromRFDashboard=true`), in the partner frame otherwise. */
export default function ConnectureSettings({ loaderData }: Route.ComponentProps) {
  const { frame, dehydratedState } = loaderData;
  const page = (
    <HydrationBoundary state={dehydratedState}>
      <div className="flex flex-col gap-6">
        <BulkSendSettingsPage />
        <SuppressionListPanel />
      </div>
    </HydrationBoundary>
  );
  if (frame.fromDashboard) return page;
  return (
    <PartnerFrame frame={frame} footer={<SiteFooter />}>
      <div className="w-full max-w-5xl">{page}</div>
    </PartnerFrame>
  );
}
