import { parseSurveyType } from "@planready/contracts/surveys/survey-types";
import { planDurations, type TPlanDuration } from "@planready/contracts/billing/plans";
import { dehydrate, HydrationBoundary, QueryClient, useQuery } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "../i18n/react";
import { Link, useSearchParams } from "react-router";
import { paths } from "../config/paths";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { pricesQueryOptions } from "../features/billing/api/get-prices";
import { BuyLinkForm } from "../features/billing/components/buy-link-form";
import { localizedMeta } from "../lib/meta";
import { orgQueryOptions } from "../features/onboarding/api/get-org";
import { linkBaseUrl } from "../lib/link-base-url";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/marketplace.buy";

export const handle = { i18n: ["billing"] } satisfies RouteI18nHandle;

/** Prices and the organisation (its payment customer and name) arrive with the page. */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  await Promise.all([
    queryClient.prefetchQuery(pricesQueryOptions(request)),
    profile?.org ? queryClient.prefetchQuery(orgQueryOptions(profile.org.id, request)) : null,
  ]);
  return { dehydratedState: dehydrate(queryClient), origin: await linkBaseUrl(request) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "billing", "buy");

function parseDuration(value: string | null): TPlanDuration | null {
  return (planDurations as readonly (string | null)[]).includes(value) ? (value as TPlanDuration) : null;
}

function BuyPage({ origin }: { origin: string }) {
  const { t } = useTranslation("billing");
  const { user } = useUser();
  const [params] = useSearchParams();
  const org = useQuery({ ...orgQueryOptions(user?.org?.id ?? ""), enabled: !!user?.org?.id });
  if (!user) return null;
  return (
    <div className="flex flex-col gap-8">
      <header>
        <Link
          to={paths.marketplace}
          className="inline-flex min-h-11 items-center gap-2 rounded font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("buy.back")}
        </Link>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 dark:text-white">{t("buy.title")}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{t("buy.intro")}</p>
      </header>
      <BuyLinkForm
        user={user}
        org={org.data}
        initialSurveyType={params.get("surveyType") ? parseSurveyType(params.get("surveyType")) : null}
        initialDuration={parseDuration(params.get("duration"))}
        origin={origin}
      />
    </div>
  );
}

/** Buying a survey link, inside the signed-in layout. */
export default function MarketplaceBuy({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <BuyPage origin={loaderData.origin} />
    </HydrationBoundary>
  );
}
