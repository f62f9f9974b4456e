import { AreaOnboarding } from "../features/bulk-onboarding/components/area-onboarding";
import { PartnerFrame } from "../features/bulk-onboarding/components/area-frames";
import { loadAreaStep, loadPartnerFrame } from "../features/bulk-onboarding/lib/area-loader";
import { SiteFooter } from "../features/shell/components/site-footer";
import type { RouteI18nHandle } from "../i18n/i18n";
import { linkBaseUrl } from "../lib/link-base-url";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/connecturedrx.onboarding";

export const handle = { i18n: ["bulkOnboarding", "shell"] } satisfies RouteI18nHandle;

/**
 * /connecturedrx/onboarding/{plan,payment,agent-info,confirmation} in the partner frame. Without the partner's return
 * address the page is only its error; otherwise the step the server's state allows, or a redirect there.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const frame = await loadPartnerFrame(request);
  if (frame.missingReturnUrl || frame.return_url_refused) return { frame, state: null, origin: "" };
  const state = await loadAreaStep("connecture", request, params.step);
  return { frame, state, origin: await linkBaseUrl(request) };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "bulkOnboarding", "connecture");

export default function ConnectureOnboarding({ loaderData, params }: Route.ComponentProps) {
  const { frame, state, origin } = loaderData;
  return (
    <PartnerFrame frame={frame} hideBack={params.step === "confirmation"} footer={<SiteFooter />}>
      {state ? <AreaOnboarding area="connecture" step={params.step} state={state} origin={origin} /> : null}
    </PartnerFrame>
  );
}
