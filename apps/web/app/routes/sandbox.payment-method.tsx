import { safeReturnTo } from "@planready/contracts/auth";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "../config/paths";
import { useUser } from "../features/auth/components/user-provider";
import { SandboxPaymentMethodPage } from "../features/billing/components/sandbox-payment-method-page";
import { localizedMeta } from "../lib/meta";
import { FocusedLayout } from "../features/shell/components/focused-layout";
import type { RouteI18nHandle } from "../i18n/i18n";
import type { Route } from "./+types/sandbox.payment-method";

export const handle = { i18n: ["billing"] } satisfies RouteI18nHandle;

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "billing", "sandboxCard");

/** The sandbox provider's card page (?returnTo=<path on this site>), reachable while the account is locked. */
export default function SandboxPaymentMethod() {
  const { user, checkSession } = useUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get("returnTo"), paths.settings.paymentSettings);
  if (!user?.org) return null;
  return (
    <FocusedLayout user={user}>
      <SandboxPaymentMethodPage
        orgId={user.org.id}
        returnTo={returnTo}
        onSaved={async () => {
          await checkSession();
          await navigate(returnTo);
        }}
      />
    </FocusedLayout>
  );
}
