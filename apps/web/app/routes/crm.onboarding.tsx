import { AreaOnboarding } from "../features/bulk-onboarding/components/area-onboarding";
import { LogoFrame } from "../features/bulk-onboarding/components/area-frames";
import { loadAreaStep } from "../features/bulk-onboarding/lib/area-loader";
import { SiteFooter } from "../features/shell/components/site-footer";
import type { RouteI18nHandle } from "../i18n/i18n";
import { linkBaseUrl } from "../lib/link-base-url";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/crm.onboarding";

export const handle = { i18n: ["bulkOnboarding", "shell"] } satisfies RouteI18nHandle;

/** /crm/onboarding/{plan,payment,agent-info,confirmation}: the step the server's state allows, or a redirect there. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const state = await loadAreaStep("crm", request, params.step);
  return { state, origin: await linkBaseUrl(request) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "bulkOnboarding", "crm");

export default function CrmOnboarding({ loaderData, params }: Route.ComponentProps) {
  return (
    <LogoFrame footer={<SiteFooter />}>
      <AreaOnboarding area="crm" step={params.step} state={loaderData.state} origin={loaderData.origin} />
    </LogoFrame>
  );
}
