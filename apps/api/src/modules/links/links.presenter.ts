import { storedLogoOrNull } from "@planready/contracts/app-urls";
import { type TLink, type TLinkQrCode, type TPublicLink } from "@planready/contracts/links";
import type { LinkDeliveryRow, LinkRow } from "./links.repository.ts";

/** What a public survey page may know about its link. A logo elsewhere than the app's storage is never shown. */
export function presentPublicLink(row: LinkRow): TPublicLink {
  return {
    id: row.id,
    url: row.url,
    survey_type: row.survey_type,
    first_name: row.first_name,
    last_name: row.last_name,
    agency_name: row.agency_name,
    logo_image_url: storedLogoOrNull(row.logo_image_url),
    alt_theme_color: row.alt_theme_color,
    status: row.status,
  };
}

export function presentLink(row: LinkRow, stakeholderIds: string[], deliveries: LinkDeliveryRow[]): TLink {
  return {
    ...presentPublicLink(row),
    org_id: row.org_id,
    created_at: row.created_at.toISOString(),
    stripe_plan_duration: row.stripe_plan_duration,
    created_by: row.created_by,
    owner_id: row.owner_id,
    stakeholders: stakeholderIds.map((user_id) => ({ user_id })),
    deliveries: deliveries.map((d) => ({ id: d.id, channel: d.channel, target: d.target })),
  };
}

/** A live link as its QR code needs it: the names to print beside it and the full address it encodes. */
export function presentQrCodeLink(row: LinkRow): TLinkQrCode {
  return {
    id: row.id,
    url: row.url,
    survey_type: row.survey_type,
    first_name: row.first_name,
    last_name: row.last_name,
    agency_name: row.agency_name,
    logo_image_url: storedLogoOrNull(row.logo_image_url),
    alt_theme_color: row.alt_theme_color,
  };
}
