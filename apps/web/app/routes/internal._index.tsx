import { ConsoleHome } from "../features/staff/components/console-home";
import type { RouteI18nHandle } from "../i18n/i18n";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/** `/internal`: the console's sections. */
export default function InternalHome() {
  return <ConsoleHome />;
}
