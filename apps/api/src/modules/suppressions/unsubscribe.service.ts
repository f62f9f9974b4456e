import type { TUnsubscribeState } from "@planready/contracts/suppressions";
import type { AppDeps } from "../../core/deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { findOrgById } from "../orgs/orgs.service.ts";
import { deleteSuppressionFromSources, insertSuppression, isSuppressed } from "./suppressions.repository.ts";
import { openUnsubscribeToken, type UnsubscribeClaim } from "./unsubscribe-token.ts";

type UnsubscribeDeps = Pick<AppDeps, "db" | "secrets">;

/** The page's state for a token: the agency and whether the address is unsubscribed. 404 INVALID_TOKEN otherwise. */
export async function unsubscribeState(deps: UnsubscribeDeps, token: string): Promise<TUnsubscribeState> {
  const { claim, agencyName } = await openClaim(deps, token);
  return { agency_name: agencyName, unsubscribed: await isSuppressed(deps.db, claim.orgId, claim.channel, claim.address) };
}

/**
 * Unsubscribes the token's address from every later email of the agency, at once and without a session: the mail
 * client's one-click POST (RFC 8058) or the page's button. Idempotent.
 */
export async function unsubscribe(
  deps: UnsubscribeDeps,
  token: string,
  via: "email_one_click" | "unsubscribe_page",
): Promise<TUnsubscribeState> {
  const { claim, agencyName } = await openClaim(deps, token);
  await insertSuppression(deps.db, { ...claim, reason: "opted_out", source: via, detail: null, createdBy: null });
  return { agency_name: agencyName, unsubscribed: true };
}

/** Undoes the person's own unsubscribe from the same page (a click by mistake); an agency-made entry stays. */
export async function resubscribe(deps: UnsubscribeDeps, token: string): Promise<TUnsubscribeState> {
  const { claim, agencyName } = await openClaim(deps, token);
  await deleteSuppressionFromSources(deps.db, { ...claim, sources: ["email_one_click", "unsubscribe_page"] });
  return { agency_name: agencyName, unsubscribed: await isSuppressed(deps.db, claim.orgId, claim.channel, claim.address) };
}

async function openClaim(deps: UnsubscribeDeps, token: string): Promise<{ claim: UnsubscribeClaim; agencyName: string | null }> {
  const claim = openUnsubscribeToken(deps.secrets, token);
  const org = claim ? await findOrgById(deps.db, claim.orgId) : undefined;
  if (!claim || !org) throw new AppError("INVALID_TOKEN", "This unsubscribe link is not valid.");
  return { claim, agencyName: org.name };
}
