import type { TOrgLink, TOrgLinksResponse } from "@planready/contracts/billing/api";
import { choosePlan, planFromKey, planKey, planLabel, type TBillingEnvironment } from "@planready/contracts/billing/plans";
import type { AppDeps } from "../../core/deps.ts";
import { assertOrgMember } from "../orgs/orgs.policy.ts";
import type { Actor } from "../../core/actor.ts";
import { linkReadScope } from "./links.policy.ts";
import { presentPublicLink } from "./links.presenter.ts";
import { listOrgLinks, type OrgLinkRow } from "./org-links.repository.ts";

/**
 * `GET /orgs/{id}/links?searchTerm`: the organisation's links (agents: those they own or are a stakeholder of), with plan, status and what happens
 * next. Another organisation's id is not found.
 */
export async function findOrgLinks(
  deps: Pick<AppDeps, "db" | "billingEnvironment">,
  actor: Actor,
  orgId: string,
  searchTerm?: string,
): Promise<TOrgLinksResponse> {
  assertOrgMember(actor, orgId);
  const scope = linkReadScope(actor);
  const rows = scope ? await listOrgLinks(deps.db, scope, searchTerm) : [];
  return { links: rows.map((row) => presentOrgLink(row, deps.billingEnvironment)) };
}

function presentOrgLink(row: OrgLinkRow, environment: TBillingEnvironment): TOrgLink {
  const sub = row.subscription;
  const ended = !!sub && (sub.status === "canceled" || sub.status === "incomplete_expired" || !!sub.ended_at);
  let plan: { key: string | null; label: string };
  if (sub) {
    const known = sub.plan_key ? planFromKey(sub.plan_key) : null;
    plan = { key: sub.plan_key, label: known ? planLabel(known) : "Unknown" };
  } else {
    // Not paid yet: the plan it will be billed.
    const choice = choosePlan({
      surveyType: row.survey_type,
      duration: row.stripe_plan_duration,
      linkCreatedAt: row.created_at,
      environment,
    });
    plan = choice.ok ? { key: planKey(choice.plan), label: planLabel(choice.plan) } : { key: null, label: "Unknown" };
  }
  const periodEnd = sub?.current_period_end?.toISOString() ?? null;
  return {
    ...presentPublicLink(row),
    stripe_plan_duration: row.stripe_plan_duration,
    created_at: row.created_at.toISOString(),
    created_by: row.created_by,
    owner_id: row.owner_id,
    plan_key: plan.key,
    plan_label: plan.label,
    subscription_id: sub?.provider_subscription_id ?? null,
    subscription_status: sub?.status ?? null,
    cancel_at_period_end: sub?.cancel_at_period_end ?? false,
    next_renewal_at: sub && !ended && !sub.cancel_at_period_end ? periodEnd : null,
    ends_at: sub && (ended || sub.cancel_at_period_end) ? (sub.ended_at?.toISOString() ?? periodEnd) : null,
  };
}
