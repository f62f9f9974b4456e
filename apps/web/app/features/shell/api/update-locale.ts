import type { TAppLocale } from "@planready/contracts/users";
import { api } from "../../../lib/api";

/** PUT /api/users/me/locale: the signed-in user's language, which their notifications and emails then speak. */
export function updateLocale(locale: TAppLocale): Promise<{ locale: TAppLocale }> {
  return api(`/api/users/me/locale`, { method: "PUT", body: { locale } });
}
