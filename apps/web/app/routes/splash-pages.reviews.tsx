import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { reviewSettingsQueryOptions, reviewsQueryOptions } from "../features/reviews/api/reviews";
import { ReviewsPage } from "../features/reviews/components/reviews-page";
import type { RouteI18nHandle } from "../i18n/i18n";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/splash-pages.reviews";

export const handle = { i18n: ["reviews"] } satisfies RouteI18nHandle;

/** The reviews and the Google review link arrive with the page (a failed look-up leaves the page to load them itself). */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery(reviewsQueryOptions(request)),
    queryClient.prefetchQuery(reviewSettingsQueryOptions(request)),
  ]);
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "reviews", "reviews");

/** Reviews, inside the signed-in layout; `?review=<id>` opens one (the review notification's 'See review'). */
export default function SplashPageReviews({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <ReviewsPage focusId={search.get("review")} />
    </HydrationBoundary>
  );
}
