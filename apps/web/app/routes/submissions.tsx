import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { orgLinksQueryOptions } from "../features/submissions/api/get-filter-links";
import { submissionsQueryOptions } from "../features/submissions/api/get-submissions";
import { SubmissionsPage } from "../features/submissions/components/submissions-page";
import { parseFilters } from "../features/submissions/lib/submission-filters";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/submissions";

export const handle = { i18n: ["submissions"] } satisfies RouteI18nHandle;

/** The first page of the filtered list and the links to filter by arrive with the page. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  const orgId = profile?.org?.id;
  if (orgId) {
    await Promise.all([
      queryClient.prefetchInfiniteQuery(submissionsQueryOptions(orgId, parseFilters(url.searchParams), request)),
      queryClient.prefetchQuery(orgLinksQueryOptions(orgId, request)),
    ]);
  }
  return { dehydratedState: dehydrate(queryClient), archive: url.searchParams.get("archive") === "true" };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "submissions", args.loaderData?.archive ? "archive" : "list");

function Page() {
  const { user } = useUser();
  return user ? <SubmissionsPage user={user} /> : null;
}

/** The submission center and its archive, inside the signed-in layout. */
export default function Submissions({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <Page />
    </HydrationBoundary>
  );
}
