import { OrgSearch } from "../features/staff/components/org-search";
import type { RouteI18nHandle } from "../i18n/i18n";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/** `/internal/orgs?q=`: find an agency. */
export default function InternalOrgs() {
  return <OrgSearch />;
}
