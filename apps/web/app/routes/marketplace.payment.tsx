import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useUser } from "../features/auth/components/user-provider";
import { PaymentResult } from "../features/billing/components/payment-result";
import { localizedMeta } from "../lib/meta";
import { orgQueryOptions } from "../features/onboarding/api/get-org";
import { FocusedLayout } from "../features/shell/components/focused-layout";
import { linkBaseUrl } from "../lib/link-base-url";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/marketplace.payment";

export const handle = { i18n: ["billing"] } satisfies RouteI18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  return { origin: await linkBaseUrl(request) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "billing", "payment");

/** Where a checkout returns (outside the main layout): ?checkout_id=… */
export default function MarketplacePayment({ loaderData }: Route.ComponentProps) {
  const { user } = useUser();
  const [params] = useSearchParams();
  const orgId = user?.org?.id ?? "";
  // The payment customer, to pay again for a link whose checkout expired or was declined.
  const org = useQuery({ ...orgQueryOptions(orgId), enabled: orgId !== "" });
  if (!user) return null;
  return (
    <FocusedLayout user={user}>
      <PaymentResult
        checkoutId={params.get("checkout_id")}
        origin={loaderData.origin}
        orgStripeId={org.data?.payment.stripe_customer_id ?? null}
      />
    </FocusedLayout>
  );
}
