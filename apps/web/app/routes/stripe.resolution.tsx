import { useSearchParams } from "react-router";
import { useUser } from "../features/auth/components/user-provider";
import { ResolutionPage } from "../features/billing/components/resolution-page";
import { localizedMeta } from "../lib/meta";
import { FocusedLayout } from "../features/shell/components/focused-layout";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/stripe.resolution";

export const handle = { i18n: ["billing"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "billing", "resolution");

/** Update payment information: outside the main layout, so a locked account can reach it. */
export default function StripeResolution() {
  const { user } = useUser();
  const [params] = useSearchParams();
  if (!user) return null;
  return (
    <FocusedLayout user={user}>
      <ResolutionPage user={user} justUpdated={params.get("updated") === "1"} />
    </FocusedLayout>
  );
}
