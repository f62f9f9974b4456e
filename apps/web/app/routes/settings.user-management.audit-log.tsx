import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import { getProfile } from "../features/auth/api/get-profile";
import { useUser } from "../features/auth/components/user-provider";
import { auditLogQueryOptions } from "../features/audit/api/get-audit-log";
import { AuditLogPage } from "../features/audit/components/audit-log-page";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/settings.user-management.audit-log";

export const handle = { i18n: ["audit-log"] } satisfies RouteI18nHandle;

/** The first page arrives with the page (a refusal or failure leaves the page to say so). */
export async function loader({ request }: Route.LoaderArgs) {
  const queryClient = new QueryClient();
  const profile = await getProfile(request).catch(() => null);
  if (profile?.org_id) await queryClient.prefetchInfiniteQuery(auditLogQueryOptions(profile.org_id, request));
  return { dehydratedState: dehydrate(queryClient) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "audit-log", "auditLog");

/** The agency's audit log, inside the signed-in layout; Admins only (the API refuses anyone else). */
export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { user } = useUser();
  if (!user?.org_id) return null;
  return (
    <HydrationBoundary state={loaderData.dehydratedState}>
      <AuditLogPage orgId={user.org_id} />
    </HydrationBoundary>
  );
}
