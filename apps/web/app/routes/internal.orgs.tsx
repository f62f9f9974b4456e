import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { orgSearchQueryOptions } from "../features/staff/api/orgs";
import { OrgSearch } from "../features/staff/components/org-search";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/internal.orgs";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/** A search in the address (`?q=`) arrives answered. */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const q = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (q.length >= 2) await queryClient.prefetchQuery(orgSearchQueryOptions(q, request));
  return { dehydratedState: dehydrate(queryClient) };
}

/** `/internal/orgs?q=`: find an agency. */
export default function InternalOrgs({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OrgSearch />
    </HydrationBoundary>
  );
}
