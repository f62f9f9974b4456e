import { lazy, Suspense } from "react";
import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { redirect, useSearchParams, type ShouldRevalidateFunction } from "react-router";
import { Spinner } from "../components/ui/spinner";
import { AreaTabs, type TAreaTab } from "../components/area-tabs";
import { bookClientsQueryOptions } from "../features/book/api/book";
import { BookOfBusiness } from "../features/book/components/book-page";
import { bookQueryFromParams } from "../features/book/lib/book-query";
import { bulkSendSettingsQueryOptions, bulkSendsQueryOptions } from "../features/bulk-sends/api/bulk-sends";
import { areaOnboardingRedirect } from "../features/bulk-onboarding/lib/area-loader";
import { SendsTab, SettingsTab } from "../features/bulk-sends/lib/area-tabs";
import { useTranslation } from "../i18n/react";

/** The two bulk-send areas' homes (`/crm/home`, `/connecturedrx/home`) are one page with the area's name. */
export type TBulkArea = "crm" | "connecture";

/** The do-not-contact list comes with the settings tab's own code, off the home's first load. */
const SuppressionListPanel = lazy(() =>
  import("../features/compliance/components/suppression-list-panel").then((m) => ({ default: m.SuppressionListPanel })),
);

/**
 * Only once the area's onboarding is done (otherwise: the step still owed, the query kept). The shown tab's data
 * arrives with the page (a failed look-up leaves it to the page).
 */
export async function areaHomeLoader(area: TBulkArea, request: Request): Promise<{ dehydratedState: DehydratedState }> {
  const onboarding = await areaOnboardingRedirect(area, request);
  if (onboarding) throw redirect(onboarding);
  const queryClient = new QueryClient();
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab");
  if (!tab || tab === "book-of-business")
    await queryClient.prefetchQuery(bookClientsQueryOptions(bookQueryFromParams(url.searchParams), request));
  if (tab === "sends") await queryClient.prefetchQuery(bulkSendsQueryOptions(request));
  if (tab === "settings") await queryClient.prefetchQuery(bulkSendSettingsQueryOptions(request));
  return { dehydratedState: dehydrate(queryClient) };
}

/**
 * The book's filters and pages change the address without a new server look-up: the page's own queries fetch them.
 * (Moving to another tab does run the loader.)
 */
export const areaHomeShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.searchParams.get("tab") === nextUrl.searchParams.get("tab") &&
  currentUrl.href !== nextUrl.href
    ? false
    : defaultShouldRevalidate;

/** The area's tabs (`?tab=`): the book of business first (the default), the sends, the settings with the agency's do-not-contact list. */
export function AreaHome({ area, dehydratedState }: { area: TBulkArea; dehydratedState: DehydratedState }) {
  const { t } = useTranslation("book");
  const [params] = useSearchParams();
  const { t: tSends } = useTranslation("bulkSends");
  const tabs: TAreaTab[] = [
    { id: "book-of-business", label: t("tabs.book"), content: <BookOfBusiness /> },
    {
      id: "sends",
      label: tSends("tabs.sends"),
      content: (
        <Suspense fallback={<Spinner label={tSends("sends.loading")} />}>
          <SendsTab.Component />
        </Suspense>
      ),
    },
    {
      id: "settings",
      label: tSends("tabs.settings"),
      content: (
        <Suspense fallback={<Spinner label={tSends("settings.loading")} />}>
          <div className="flex flex-col gap-6">
            <SettingsTab.Component />
            <SuppressionListPanel />
          </div>
        </Suspense>
      ),
    },
  ];
  return (
    <HydrationBoundary state={dehydratedState}>
      <div className="flex max-w-6xl flex-col gap-4">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">
          {area === "crm" ? t("areas.crm") : t("areas.connecturedrx")}
        </h1>
        <AreaTabs tabs={tabs} current={params.get("tab")} label={t("tabs.label")} />
      </div>
    </HydrationBoundary>
  );
}
