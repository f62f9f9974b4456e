import { useUser } from "../features/auth/components/user-provider";
import { SandboxCheckoutPage } from "../features/billing/components/sandbox-checkout-page";
import { localizedMeta } from "../lib/meta";
import { FocusedLayout } from "../features/shell/components/focused-layout";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/sandbox.checkout";

export const handle = { i18n: ["billing"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "billing", "checkout");

/** The sandbox provider's checkout page (test cards only), outside the main layout like a provider's page. */
export default function SandboxCheckout({ params }: Route.ComponentProps) {
  const { user } = useUser();
  if (!user) return null;
  return (
    <FocusedLayout user={user}>
      <SandboxCheckoutPage checkoutId={params.checkoutId} />
    </FocusedLayout>
  );
}
