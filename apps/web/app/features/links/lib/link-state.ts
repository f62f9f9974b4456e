import type { TOrgLink } from "@planready/contracts/billing/api";

/** Subscription states in which the provider charges again unless the agency cancels (decision 006). */
const RENEWING: readonly (TOrgLink["subscription_status"] & string)[] = ["active", "trialing", "past_due", "unpaid", "incomplete"];

/** Whether the link's subscription renews, so it can be cancelled and the link cannot be deleted yet. */
export function renews(link: Pick<TOrgLink, "subscription_status" | "cancel_at_period_end">): boolean {
  return !!link.subscription_status && RENEWING.includes(link.subscription_status) && !link.cancel_at_period_end;
}

/** What the page says about a link's state, as a key of `links.status`. */
export function statusKey(
  link: Pick<TOrgLink, "status" | "cancel_at_period_end" | "ends_at">,
): "pending" | "active" | "ending" | "cancelled" {
  if (link.status === "pending") return "pending";
  if (link.status === "cancelled") return "cancelled";
  return link.cancel_at_period_end && link.ends_at ? "ending" : "active";
}

/** The agent as a link names them: first and last name, else the agency, else null. */
export function linkOwnerName(link: { first_name: string | null; last_name: string | null; agency_name: string | null }): string | null {
  const name = [link.first_name, link.last_name]
    .filter((part) => part?.trim())
    .join(" ")
    .trim();
  return name || link.agency_name?.trim() || null;
}
