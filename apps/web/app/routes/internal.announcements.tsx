import { AnnouncementForm } from "../features/staff/components/announcement-form";
import type { RouteI18nHandle } from "../i18n/i18n";

/** The console's words come with its layout (routes/internal.tsx), for staff only. */
export const handle = { i18n: [] } satisfies RouteI18nHandle;

/** `/internal/announcements`: an announcement to every user. */
export default function InternalAnnouncements() {
  return <AnnouncementForm />;
}
