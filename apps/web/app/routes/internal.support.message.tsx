import { SupportMessageView } from "../features/staff/components/support-message-view";
import type { Route } from "./+types/internal.support.message";
import type { RouteI18nHandle } from "../i18n/i18n";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/** `/internal/support/{messageId}`: read one message, close it. */
export default function InternalSupportMessage({ params }: Route.ComponentProps) {
  return <SupportMessageView key={params.messageId} id={params.messageId} />;
}
