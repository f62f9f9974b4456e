import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { redirect, type ShouldRevalidateFunction } from "react-router";
import { bookClientsQueryOptions } from "../features/book/api/book";
import { BookOfBusiness } from "../features/book/components/book-page";
import { bookQueryFromParams } from "../features/book/lib/book-query";
import { areaOnboardingRedirect } from "../features/bulk-onboarding/lib/area-loader";
import type { RouteI18nHandle } from "../i18n/i18n";
import { useTranslation } from "../i18n/react";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/connecturedrx.book-of-business";

export const handle = { i18n: ["book"] } satisfies RouteI18nHandle;

/** Only once the partner area's onboarding is done (otherwise: the welcome or the step still owed, the query kept). */
export async function loader({ request }: Route.LoaderArgs) {
  const onboarding = await areaOnboardingRedirect("connecture", request);
  if (onboarding) throw redirect(onboarding);
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(bookClientsQueryOptions(bookQueryFromParams(new URL(request.url).searchParams), request));
  return { dehydratedState: dehydrate(queryClient) };
}

/** The book's filters and pages change the address without a new server look-up: the page's own queries fetch them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.href !== nextUrl.href ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "book", "book");

/** /connecturedrx/book-of-business: the partner area's book of business on its own page. */
export default function ConnectureBookOfBusiness({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("book");
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <div className="flex max-w-6xl flex-col gap-4">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">{t("areas.connecturedrx")}</p>
        <BookOfBusiness />
      </div>
    </HydrationBoundary>
  );
}
