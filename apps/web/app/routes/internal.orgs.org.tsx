import { OrgDetail } from "../features/staff/components/org-detail";
import type { Route } from "./+types/internal.orgs.org";
import type { RouteI18nHandle } from "../i18n/i18n";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/** `/internal/orgs/{orgId}`: one agency for support. */
export default function InternalOrg({ params }: Route.ComponentProps) {
  return <OrgDetail orgId={params.orgId} />;
}
