import { buildLoginUrl } from "@planready/contracts/auth";
import { bulkAreaHome, bulkStepPath, CONNECTURE_AGENT_PARAM, partnerQuery, VERIFY_PARAM } from "@planready/contracts/bulk-onboarding";
import { redirect } from "react-router";
import { getProfile } from "../features/auth/api/get-profile";
import { PartnerFrame } from "../features/bulk-onboarding/components/area-frames";
import { WelcomePage, type TWelcomeView } from "../features/bulk-onboarding/components/welcome-page";
import { checkAccountStatus, confirmConnectureLink } from "../features/bulk-onboarding/api/connecture-link";
import { getOnboardingState } from "../features/bulk-onboarding/api/onboarding-state";
import { loadPartnerFrame } from "../features/bulk-onboarding/lib/area-loader";
import { SiteFooter } from "../features/shell/components/site-footer";
import type { RouteI18nHandle } from "../i18n/i18n";
import { localizedMeta } from "../lib/meta";
import type { Route } from "./+types/connecturedrx.welcome";

export const handle = { i18n: ["bulkOnboarding", "shell"] } satisfies RouteI18nHandle;

/**
 * Who arrives and what they may do (decision 035). The emailed verification link comes back here with its token:
 * opened by the signed-in account it was sent to, it links the agent id and the onboarding follows.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const frame = await loadPartnerFrame(request);
  if (frame.missingReturnUrl || frame.return_url_refused) return { frame, view: null };
  const profile = await getProfile(request).catch(() => null);
  const token = url.searchParams.get(VERIFY_PARAM);
  let verifyFailed = false;
  if (token) {
    if (!profile) throw redirect(buildLoginUrl(url));
    const linked = await confirmConnectureLink(token, request).then(
      () => true,
      () => false,
    );
    if (linked) throw redirect(bulkStepPath("connecture", "plan", url.search));
    verifyFailed = true;
  }
  const agentId = url.searchParams.get(CONNECTURE_AGENT_PARAM)?.trim() || null;
  if (!agentId) return { frame, view: { kind: "noAgentId" } satisfies TWelcomeView };
  if (profile?.connecture_agent_id === agentId) {
    const state = await getOnboardingState("connecture", request);
    const kept = partnerQuery(url.search);
    if (state.need === null) throw redirect(`${bulkAreaHome.connecture}${kept ? `?${kept}` : ""}`);
    throw redirect(bulkStepPath("connecture", state.need === "agent-info" ? "agent-info" : "plan", url.search));
  }
  if (profile?.connecture_agent_id) return { frame, view: { kind: "otherAgent", agentId } satisfies TWelcomeView };
  const status = await checkAccountStatus(agentId, request).catch(() => ({ has_account: false, is_you: false }));
  if (profile) {
    const view: TWelcomeView = status.has_account
      ? { kind: "otherAccount", agentId }
      : { kind: "link", agentId, email: profile.email, verifyFailed };
    return { frame, view };
  }
  return { frame, view: { kind: status.has_account ? "login" : "new", agentId } satisfies TWelcomeView };
}

export const meta: Route.MetaFunction = (args) => localizedMeta(args, "bulkOnboarding", "welcome");

export default function ConnectureWelcome({ loaderData }: Route.ComponentProps) {
  const { frame, view } = loaderData;
  return (
    <PartnerFrame frame={frame} footer={<SiteFooter />}>
      {view ? <WelcomePage view={view} /> : null}
    </PartnerFrame>
  );
}
