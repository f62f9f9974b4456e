import type { TPublicAgentSite } from "@planready/contracts/agent-sites";

/** What the page draws: the public site, or the builder's draft of it (the live preview). */
export type TSiteView = Pick<
  TPublicAgentSite,
  | "unique_url"
  | "display_name"
  | "agency_name"
  | "npn"
  | "licensed_states"
  | "phone"
  | "email"
  | "bio_en"
  | "bio_es"
  | "office_hours"
  | "booking_url"
  | "theme_color"
  | "headshot_image_url"
  | "logo_image_url"
  | "links"
  | "markets_medicare"
>;

/** A published testimonial as the page shows it: the client's first name and initial, their words unedited. */
export type TSiteTestimonial = { id: string; author: string; text: string };

/** The bio in the page's language, falling back to the other one when only one was written. */
export function bioFor(site: Pick<TSiteView, "bio_en" | "bio_es">, lng: string): string | null {
  return (lng === "es" ? (site.bio_es ?? site.bio_en) : (site.bio_en ?? site.bio_es)) || null;
}

/** `tel:` keeps only what dials: digits and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
