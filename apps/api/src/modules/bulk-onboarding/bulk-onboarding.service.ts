import { randomBytes } from "node:crypto";
import {
  neededBulkStep,
  type TBulkAgentInfoRequest,
  type TBulkArea,
  type TBulkOnboardingState,
  type ZBulkCheckoutRequest,
  type ZBulkCheckoutResponse,
} from "@planready/contracts/bulk-onboarding";
import type { z } from "zod";
import { choosePlan, planKey } from "@planready/contracts/billing/plans";
import type { Actor } from "../../core/actor.ts";
import type { AppDeps } from "../../core/deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { openCheckout } from "../billing/checkout.service.ts";
import { findOwnAreaLink, nameOwnLink, present, type AreaSurveyType } from "../links/links.service.ts";
import { findPaymentCustomerId, nameUnnamedOrg } from "../orgs/orgs.service.ts";
import { acceptAreaTerms } from "../users/users.service.ts";

type Deps = Pick<AppDeps, "db" | "log" | "payments" | "jobs" | "publicUrl" | "billingEnvironment">;

/** The survey type of each area's link. */
export const areaSurveyType: Record<TBulkArea, AreaSurveyType> = { crm: "crm", connecture: "connecture" };
const areaPath: Record<TBulkArea, string> = { crm: "/crm/", connecture: "/connecturedrx/" };

/** The state every onboarding step is guarded by (docs/decisions/035-bulk-send-onboarding.md). */
export async function getOnboardingState(deps: Pick<AppDeps, "db">, actor: Actor, area: TBulkArea): Promise<TBulkOnboardingState> {
  const row = await findOwnAreaLink(deps.db, actor, areaSurveyType[area]);
  const link = row ? await present(deps.db, row) : null;
  const facts = {
    agent_linked: !!actor.connecture_agent_id,
    paid: row?.status === "active",
    link,
    tos_accepted: !!actor.tos_accepted,
    connecture_tos_accepted: !!actor.connecture_tos_accepted,
    crm_tos_accepted: !!actor.crm_tos_accepted,
  };
  return {
    area,
    need: neededBulkStep(area, facts),
    paid: facts.paid,
    link,
    connecture_agent_id: actor.connecture_agent_id,
    tos_accepted: facts.tos_accepted,
    connecture_tos_accepted: facts.connecture_tos_accepted,
    crm_tos_accepted: facts.crm_tos_accepted,
  };
}

/**
 * The payment step: opens the existing billing checkout (decision 006) for the area's link with the chosen
 * duration — a link reserved for the user on the first try, the same one on every later try. Refused once paid.
 */
export async function openAreaCheckout(
  deps: Deps,
  actor: Actor,
  area: TBulkArea,
  input: z.infer<typeof ZBulkCheckoutRequest>,
): Promise<z.infer<typeof ZBulkCheckoutResponse>> {
  if (!input.return_path.startsWith(areaPath[area]) || !input.cancel_path.startsWith(areaPath[area])) {
    throw new AppError("VALIDATION_FAILED", "Return to this area's onboarding.", [
      { path: "body.return_path", message: "Not this area's step" },
    ]);
  }
  const state = await getOnboardingState(deps, actor, area);
  if (state.need === "welcome") throw new AppError("CONFLICT", "Link your Connecture agent id first.");
  if (state.paid) throw new AppError("CONFLICT", "This area is already paid for.");
  const surveyType = areaSurveyType[area];
  const choice = choosePlan({ surveyType, duration: input.duration, environment: deps.billingEnvironment });
  if (!choice.ok) throw new AppError("VALIDATION_FAILED", "Choose monthly or annual.");
  const price = (await deps.payments.listPrices()).find((p) => p.plan_key === planKey(choice.plan));
  if (!price) throw new AppError("CONFLICT", "This plan is not on sale right now. Please contact support.");
  const customerId = actor.org_id ? await findPaymentCustomerId(deps.db, actor.org_id) : null;
  if (!customerId) throw new AppError("PAYMENT_CUSTOMER_MISSING", "Your agency's payment account is not ready yet. Try again in a minute.");
  const reserved = state.link && state.link.status === "pending" ? state.link.url : `${surveyType}-${randomBytes(5).toString("hex")}`;
  return openCheckout(
    deps,
    actor,
    customerId,
    {
      returnToUrl: input.return_path,
      cancelReturnUrl: input.cancel_path,
      priceId: price.price_id,
      ...(input.discount_code ? { discountCode: input.discount_code } : {}),
    },
    {
      url: reserved,
      survey_type: surveyType,
      // The agent-info step names the link; until then it carries the names the account has.
      first_name: actor.first_name ?? "",
      last_name: actor.last_name ?? "",
      agency_name: state.link?.agency_name ?? null,
      stripe_plan_duration: input.duration,
    },
  );
}

/**
 * The agent-info step, once paid: the names the area's link shows, the user's names where missing, the service
 * agreement and the area's terms; an Admin's unnamed agency takes the agency name.
 */
export async function saveAgentInfo(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  area: TBulkArea,
  input: TBulkAgentInfoRequest,
): Promise<TBulkOnboardingState> {
  const state = await getOnboardingState(deps, actor, area);
  if (state.need === "welcome") throw new AppError("CONFLICT", "Link your Connecture agent id first.");
  if (!state.paid || !state.link) throw new AppError("CONFLICT", "Choose and pay for a plan first.");
  await nameOwnLink(deps.db, actor, state.link.id, {
    first_name: input.first_name,
    last_name: input.last_name,
    agency_name: input.agency_name,
  });
  const updated = await acceptAreaTerms(deps.db, actor, { area, first_name: input.first_name, last_name: input.last_name });
  if (actor.org_id && actor.user_type !== "Agent") await nameUnnamedOrg(deps.db, actor.org_id, input.agency_name);
  return getOnboardingState(deps, updated, area);
}
