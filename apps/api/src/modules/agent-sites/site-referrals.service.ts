import { parseReferralToken, referralToken, splashPath, type TReferralCountsResponse } from "@planready/contracts/agent-sites";
import type { Actor } from "../../core/actor.ts";
import type { SurveyAccess } from "../../core/survey-access.ts";
import type { Db, Tx } from "../../db/client.ts";
import { findLinkById, findLinkByUrl } from "../links/links.service.ts";
import { assertCanReadSite } from "./agent-sites.policy.ts";
import { findLiveSiteOfUser, findOrgSite, findSiteByRefKey, findSiteByUrl } from "./agent-sites.repository.ts";
import { bumpCounter, insertArrival, listCounts, markArrivalReferred } from "./site-referrals.repository.ts";

/**
 * Referral counts are passive (docs/decisions/031): people share the agent's page with a `?ref=` token, which names
 * only the page and the source (a client's share, the page's link, its QR code, a visitor's share from the page) —
 * never who shared it. The page counts its views, the surveys started from it and, for those that came through a
 * share, the ones submitted (referrals), by day and source; someone who came on their own counts as `direct`.
 */

/** A view of the public page: counted under the token's source when it is this page's, else as a plain visit. */
export async function recordVisit(db: Db, url: string, ref: string | null | undefined): Promise<void> {
  const site = await findSiteByUrl(db, url.trim());
  if (!site || site.deleted_at) return;
  const token = parseReferralToken(ref);
  await bumpCounter(db, site.id, token && token.refKey === site.ref_key ? token.source : "direct", "visits");
}

/**
 * A survey started from an address carrying a page's token: counted when the page is live and belongs to the
 * agent who owns the survey's link, in the same agency. Once per response.
 */
export async function recordArrival(db: Db, access: SurveyAccess, ref: string): Promise<boolean> {
  const token = parseReferralToken(ref);
  const site = token ? await findSiteByRefKey(db, token.refKey) : undefined;
  if (!token || !site || site.deleted_at || site.org_id !== access.orgId) return false;
  const link = await findLinkById(db, access.linkId);
  if (!link || link.owner_id !== site.user_id) return false;
  if (!(await insertArrival(db, access.responseId, site.id, token.source))) return false;
  await bumpCounter(db, site.id, token.source, "starts");
  return true;
}

/**
 * Inside the submit transaction: a survey that came through a page is a referral, counted once; returns whom to
 * tell (the page's agent) or undefined.
 */
export async function countReferral(
  tx: Db | Tx,
  responseId: string,
): Promise<{ orgId: string; userId: string; siteId: string; source: string } | undefined> {
  const site = await markArrivalReferred(tx, responseId);
  // Someone who found the page on their own sent a survey: a start of the funnel, not a referral.
  if (!site || site.source === "direct") return undefined;
  await bumpCounter(tx, site.id, site.source, "referrals");
  return { orgId: site.org_id, userId: site.user_id, siteId: site.id, source: site.source };
}

/**
 * The page a client shares from a survey's confirmation screen: the live page of the link's owner (same agency)
 * with a client token, or null. Public: the page and its tokens are public anyway, and the screen may no longer
 * hold the survey's token once it is sent.
 */
export async function sharePathForLink(db: Db, linkUrl: string): Promise<string | null> {
  const link = await findLinkByUrl(db, linkUrl.trim());
  if (!link || link.deleted_at || link.status !== "active") return null;
  const site = link.owner_id ? await findLiveSiteOfUser(db, link.owner_id) : undefined;
  if (!site || site.org_id !== link.org_id) return null;
  return splashPath(site.unique_url, referralToken("client", site.ref_key));
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** A site's counts per day and source for the last `days` days, with the totals (the agent, or their admins). */
export async function referralCounts(db: Db, actor: Actor, siteId: string, days: number): Promise<TReferralCountsResponse> {
  const site = actor.org_id ? await findOrgSite(db, actor.org_id, siteId) : undefined;
  assertCanReadSite(actor, site);
  const since = utcDay(new Date(Date.now() - (days - 1) * 86_400_000));
  const rows = await listCounts(db, site.id, since);
  const totals = { visits: 0, starts: 0, referrals: 0 };
  for (const row of rows) {
    totals.visits += row.visits;
    totals.starts += row.starts;
    totals.referrals += row.referrals;
  }
  return { days: rows, totals };
}
