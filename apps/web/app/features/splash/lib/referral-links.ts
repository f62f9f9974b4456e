import { parseReferralToken, referralToken, type TArrivalSource } from "@planready/contracts/agent-sites";

/**
 * The token a visitor of the page carries on to the surveys they start from it: the source they arrived by (a
 * client's share, the page's link, its QR code, a visitor's share) when their `?ref=` is this page's, else `direct`.
 * It names the page and the source only (docs/decisions/031).
 */
export function arrivalToken(shareToken: string, ref: string | null): string | null {
  const page = parseReferralToken(shareToken);
  if (!page) return null;
  const arrived = parseReferralToken(ref);
  const source: TArrivalSource = arrived && arrived.refKey === page.refKey ? arrived.source : "direct";
  return referralToken(source, page.refKey);
}

/** A survey link's address from the page: the link, the arrival token and the page's language. */
export function surveyHref(linkUrl: string, token: string | null, lng: string): string {
  const query = new URLSearchParams();
  if (token) query.set("ref", token);
  if (lng === "es") query.set("lng", "es");
  const search = query.toString();
  return `/${encodeURIComponent(linkUrl)}${search ? `?${search}` : ""}`;
}
