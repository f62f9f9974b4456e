import {
  DEFAULT_HEADSHOT_URL,
  DEFAULT_SITE_LOGO_URL,
  referralToken,
  type TAgentSite,
  type TPublicAgentSite,
} from "@planready/contracts/agent-sites";
import { storedLogoOrNull } from "@planready/contracts/app-urls";
import type { TPublishedTestimonial } from "@planready/contracts/reviews";
import type { AgentSiteDeliveryRow, AgentSiteRow, SiteLinkRow } from "./agent-sites.repository.ts";

/** Medicare is marketed where a survey of a Medicare kind is offered (every type but the ACA ones and life). */
const nonMedicareTypes = new Set(["aca", "aca_consent_only", "life"]);

function presentBody(row: AgentSiteRow, links: SiteLinkRow[]) {
  return {
    id: row.id,
    unique_url: row.unique_url,
    display_name: row.display_name,
    agency_name: row.agency_name,
    npn: row.npn,
    licensed_states: row.licensed_states,
    phone: row.phone,
    email: row.email,
    bio_en: row.bio_en,
    bio_es: row.bio_es,
    office_hours: row.office_hours,
    booking_url: row.booking_url,
    theme_color: row.theme_color,
    // Only an image uploaded to the app is shown; otherwise the defaults the web app ships.
    headshot_image_url: storedLogoOrNull(row.headshot_image_url) ?? DEFAULT_HEADSHOT_URL,
    logo_image_url: storedLogoOrNull(row.logo_image_url) ?? DEFAULT_SITE_LOGO_URL,
    links: links.map((l) => ({ id: l.id, url: l.url, survey_type: l.survey_type, alt_theme_color: l.alt_theme_color })),
  };
}

export function presentAgentSite(
  row: AgentSiteRow,
  links: SiteLinkRow[],
  linkIds: string[],
  deliveries: AgentSiteDeliveryRow[],
): TAgentSite {
  return {
    ...presentBody(row, links),
    org_id: row.org_id,
    user_id: row.user_id,
    link_ids: linkIds,
    deliveries: deliveries.map((d) => ({ id: d.id, channel: d.channel, target: d.target })),
    delivery_ids: deliveries.map((d) => d.id),
    share_tokens: { link: referralToken("link", row.ref_key), qr: referralToken("qr", row.ref_key) },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentPublicAgentSite(row: AgentSiteRow, links: SiteLinkRow[], testimonials: TPublishedTestimonial[]): TPublicAgentSite {
  if (row.deleted_at) {
    // A deleted page says only that it is gone.
    return {
      ...presentBody(
        {
          ...row,
          agency_name: null,
          npn: null,
          licensed_states: [],
          phone: null,
          email: null,
          bio_en: null,
          bio_es: null,
          office_hours: null,
          booking_url: null,
          headshot_image_url: null,
          logo_image_url: null,
        },
        [],
      ),
      status: "deleted",
      markets_medicare: false,
      share_token: "",
      testimonials: [],
    };
  }
  return {
    ...presentBody(row, links),
    status: "active",
    markets_medicare: links.some((l) => !nonMedicareTypes.has(l.survey_type)),
    share_token: referralToken("visit", row.ref_key),
    testimonials,
  };
}
