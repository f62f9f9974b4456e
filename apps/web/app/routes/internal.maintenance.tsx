import { MaintenancePanel } from "../features/staff/components/maintenance-panel";
import type { RouteI18nHandle } from "../i18n/i18n";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/** `/internal/maintenance`: on, announced or off, with its description. */
export default function InternalMaintenance() {
  return <MaintenancePanel />;
}
