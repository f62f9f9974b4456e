import { buildLoginUrl } from "@planready/contracts/auth";
import {
  bulkStepPath,
  bulkStepRedirect,
  connectureWelcomeHref,
  CONNECTURE_LOGO_PARAM,
  CONNECTURE_RETURN_PARAM,
  factsOf,
  FROM_DASHBOARD_PARAM,
  type TBulkArea,
  type TBulkOnboardingState,
  type TPartnerFrame,
} from "@planready/contracts/bulk-onboarding";
import { redirect } from "react-router";
import { getPartnerFrame } from "../api/connecture-link";
import { getOnboardingState } from "../api/onboarding-state";

/** What the partner frame needs: the allowed addresses, and whether Connecture sent the return address at all. */
export type TPartnerFrameData = TPartnerFrame & { fromDashboard: boolean; missingReturnUrl: boolean };

/**
 * The partner frame's addresses for this request: the return address and white-label logo, each kept only when its
 * origin is allowed (the server's configuration). Coming from the dashboard (fromRFDashboard=true) needs no return
 * address; otherwise its absence is the partner's error.
 */
export async function loadPartnerFrame(request: Request): Promise<TPartnerFrameData> {
  const query = new URL(request.url).searchParams;
  const fromDashboard = query.get(FROM_DASHBOARD_PARAM) === "true";
  const frame = await getPartnerFrame(
    { returnUrl: query.get(CONNECTURE_RETURN_PARAM), logoUrl: query.get(CONNECTURE_LOGO_PARAM) },
    request,
  );
  return { ...frame, fromDashboard, missingReturnUrl: !fromDashboard && !query.get(CONNECTURE_RETURN_PARAM) };
}

/**
 * A step's loader: signed-in users only (the login keeps the whole address to come back to), and the step the
 * server's state allows — any other is redirected there, the query kept.
 */
export async function loadAreaStep(area: TBulkArea, request: Request, step: string | undefined): Promise<TBulkOnboardingState> {
  const url = new URL(request.url);
  let state: TBulkOnboardingState;
  try {
    state = await getOnboardingState(area, request);
  } catch (error) {
    if ((error as { status?: number }).status === 401) throw redirect(buildLoginUrl(url));
    throw error;
  }
  const target = bulkStepRedirect(area, step, factsOf(state), url.search);
  if (target) throw redirect(target);
  return state;
}

/**
 * For an area's own pages (its home and settings): where a user who still owes a step of the area's onboarding must
 * go — the welcome page or the step, the query kept — or null once it is done (or when the state cannot be read).
 */
export async function areaOnboardingRedirect(area: TBulkArea, request: Request): Promise<string | null> {
  const state = await getOnboardingState(area, request).catch(() => null);
  if (!state || state.need === null) return null;
  const search = new URL(request.url).search;
  return state.need === "welcome" ? connectureWelcomeHref(search) : bulkStepPath(area, state.need, search);
}
