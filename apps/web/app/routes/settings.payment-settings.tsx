import { useUser } from "../features/auth/components/user-provider";
import { PaymentSettingsPage } from "../features/billing/components/payment-settings-page";
import { localizedMeta } from "../lib/meta";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/settings.payment-settings";

export const handle = { i18n: ["billing"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "billing", "paymentSettings");

/** Payment Settings, inside the signed-in layout. */
export default function PaymentSettings() {
  const { user } = useUser();
  if (!user) return null;
  return <PaymentSettingsPage user={user} />;
}
