import { useUser } from "../features/auth/components/user-provider";
import { SettingsIndexPage } from "../features/settings/components/settings-index-page";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/settings";

export const handle = { i18n: ["settings"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "settings", "index");

/** Account settings: the sections the signed-in role may use. */
export default function Settings() {
  const { user } = useUser();
  if (!user) return null;
  return <SettingsIndexPage userType={user.user_type} />;
}
