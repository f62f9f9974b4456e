import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { staffOrgQueryOptions } from "../features/staff/api/orgs";
import { OrgDetail } from "../features/staff/components/org-detail";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/internal.orgs.org";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/** The agency arrives with the page: one look-up, so one audit entry. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(staffOrgQueryOptions(params.orgId, request));
  return { dehydratedState: dehydrate(queryClient) };
}

/** `/internal/orgs/{orgId}`: one agency for support. */
export default function InternalOrg({ params, loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <OrgDetail orgId={params.orgId} />
    </HydrationBoundary>
  );
}
