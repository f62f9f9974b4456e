import { SupportInbox } from "../features/staff/components/support-inbox";
import type { RouteI18nHandle } from "../i18n/i18n";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/** `/internal/support?status=`: support messages, open or closed. */
export default function InternalSupport() {
  return <SupportInbox />;
}
