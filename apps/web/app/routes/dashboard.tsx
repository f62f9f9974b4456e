import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { useTranslation } from "../i18n/react";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { DashboardShortcuts } from "../features/dashboard/components/dashboard-shortcuts";
import { HowItWorks } from "../features/dashboard/components/how-it-works";
import { localizedMeta } from "../lib/meta";
import { orgLinksQueryOptions } from "../features/submissions/api/get-filter-links";
import { latestSubmissionsQueryOptions } from "../features/dashboard/api/get-latest-submissions";
import { submissionStatsQueryOptions } from "../features/dashboard/api/get-submission-stats";
import { DashboardOverview } from "../features/dashboard/components/dashboard-overview";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/dashboard";

export const handle = { i18n: ["shell", "submissions"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "shell", "dashboard");

/** The numbers, the latest submissions and the links arrive with the page; one failing leaves the others. */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  const orgId = profile?.org?.id;
  if (orgId) {
    await Promise.all([
      queryClient.prefetchQuery(submissionStatsQueryOptions(orgId, request)),
      queryClient.prefetchQuery(latestSubmissionsQueryOptions(orgId, request)),
      queryClient.prefetchQuery(orgLinksQueryOptions(orgId, request)),
    ]);
  }
  return { dehydratedState: dehydrate(queryClient) };
}

function Page() {
  const { t } = useTranslation("shell");
  const { user } = useUser();
  if (!user) return null;
  const name = user.first_name?.trim() || user.email || "";
  return (
    <div className="flex flex-col gap-10" data-testid="dashboard">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t("dashboard.eyebrow")}</p>
        <h1 className="mt-1 text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t("dashboard.greeting", { name })}
        </h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t("dashboard.intro")}</p>
      </header>

      <DashboardOverview user={user} />

      <section aria-labelledby="how-it-works" className="flex flex-col gap-4">
        <h2 id="how-it-works" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("dashboard.howTitle")}
        </h2>
        <HowItWorks />
      </section>

      <section aria-labelledby="shortcuts" className="flex flex-col gap-4">
        <h2 id="shortcuts" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t("dashboard.shortcutsTitle")}
        </h2>
        <DashboardShortcuts />
      </section>
    </div>
  );
}

/** The agent's home: greeting, next steps while new, submission numbers, latest submissions, links. */
export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Page />
    </HydrationBoundary>
  );
}
