import { z } from "zod";
import { LINK_DELIVERIES_MAX, ZAltThemeColor, ZLinkDeliveryTarget, ZLinkUrl, ZPublicLink } from "./links.ts";
import { ZPublishedTestimonial } from "./reviews.ts";
import { usStates, type TUsStateCode } from "./us-address.ts";

/**
 * An agent's site: one public page (`/splash/{unique_url}`) that says who the agent is and leads to their survey
 * links. Its address shares one namespace with links (a site `x` and a link `x` never both exist), with the same
 * slug rule and reserved words (`linkUrlProblem`). docs/decisions/031-agent-sites-and-referral-counts.md.
 */

/** What a page shows when the agent has not uploaded their own images (files of the web app's public folder). */
export const DEFAULT_HEADSHOT_URL = "/wave.svg";
export const DEFAULT_SITE_LOGO_URL = "/Logo.svg";

export const AGENT_SITE_LINKS_MAX = 12;
export const AGENT_SITE_BIO_MAX = 800;

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const optionalText = (max: number) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === "" ? null : v));

const stateCodes = Object.keys(usStates) as [TUsStateCode, ...TUsStateCode[]];
export const ZUsStateCode = z.enum(stateCodes);

/** A booking page's address: an https (or http) address of the agent's own calendar tool. */
export const ZBookingUrl = z
  .string()
  .trim()
  .max(500, "Use at most 500 characters")
  .refine((v) => v === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), "Enter a full web address starting with https://");

/** The agent's own phone, as printed on the page and in the vCard. */
export const ZSitePhone = z
  .string()
  .trim()
  .refine((v) => v === "" || /^\+?[0-9 ().-]{7,20}$/.test(v), "Enter a valid phone number");

/** NPN: the National Producer Number, 1 to 10 digits. */
export const ZNpn = z
  .string()
  .trim()
  .refine((v) => v === "" || /^[0-9]{1,10}$/.test(v), "Use only digits (up to 10)");

const siteFields = {
  display_name: text(120).min(1, "Required"),
  agency_name: optionalText(120),
  npn: ZNpn.nullable()
    .optional()
    .transform((v) => v || null),
  licensed_states: z.array(ZUsStateCode).max(60).optional(),
  phone: ZSitePhone.nullable()
    .optional()
    .transform((v) => v || null),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid email address")
    .nullable()
    .optional()
    .transform((v) => v || null),
  bio_en: optionalText(AGENT_SITE_BIO_MAX),
  bio_es: optionalText(AGENT_SITE_BIO_MAX),
  office_hours: optionalText(300),
  booking_url: ZBookingUrl.nullable()
    .optional()
    .transform((v) => v || null),
  theme_color: ZAltThemeColor.nullable().optional(),
  /** Only an image uploaded to the app (`POST /api/agent-sites/{id}/images/{kind}`), or null for the default. */
  headshot_image_url: z.string().trim().max(2000).nullable().optional(),
  logo_image_url: z.string().trim().max(2000).nullable().optional(),
};

/** POST /api/agent-sites: the caller's own site (one per agent). */
export const ZCreateAgentSiteRequest = z
  .object({
    unique_url: ZLinkUrl,
    ...siteFields,
    /** The survey links shown, in this order (links the caller owns, live). */
    link_ids: z.array(z.uuid("Link ids are UUIDs")).max(AGENT_SITE_LINKS_MAX).optional(),
  })
  .strict();
export type TCreateAgentSiteRequest = z.infer<typeof ZCreateAgentSiteRequest>;

/** PUT /api/agent-sites/{id}: the fields sent change; `link_ids`, when sent, replaces the list and its order. */
export const ZUpdateAgentSiteRequest = z
  .object({
    unique_url: ZLinkUrl.optional(),
    ...siteFields,
    display_name: siteFields.display_name.optional(),
    link_ids: z.array(z.uuid("Link ids are UUIDs")).max(AGENT_SITE_LINKS_MAX).optional(),
  })
  .strict();
export type TUpdateAgentSiteRequest = z.infer<typeof ZUpdateAgentSiteRequest>;

/** A survey link as a site shows it. */
export const ZAgentSiteLink = ZPublicLink.pick({ id: true, url: true, survey_type: true, alt_theme_color: true });
export type TAgentSiteLink = z.infer<typeof ZAgentSiteLink>;

const siteOut = {
  id: z.string(),
  unique_url: z.string(),
  display_name: z.string(),
  agency_name: z.string().nullable(),
  npn: z.string().nullable(),
  licensed_states: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  bio_en: z.string().nullable(),
  bio_es: z.string().nullable(),
  office_hours: z.string().nullable(),
  booking_url: z.string().nullable(),
  theme_color: ZAltThemeColor.nullable(),
  headshot_image_url: z.string(),
  logo_image_url: z.string(),
  links: z.array(ZAgentSiteLink),
};

/** A site as its agent sees it: with the ids of its links and deliveries and the page's referral tokens. */
export const ZAgentSite = z.object({
  ...siteOut,
  org_id: z.string(),
  user_id: z.string(),
  link_ids: z.array(z.string()),
  deliveries: z.array(z.object({ id: z.string(), channel: z.enum(["email", "sms"]), target: z.string() })),
  delivery_ids: z.array(z.string()),
  /** Query values of the page's address by source: the copied link and the QR code count their arrivals. */
  share_tokens: z.object({ link: z.string(), qr: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAgentSite = z.infer<typeof ZAgentSite>;
export const ZAgentSiteResponse = z.object({ agentSite: ZAgentSite });

/**
 * GET /api/agent-sites/unique-url/{url} (public): what the public page shows. A deleted site answers with status
 * `deleted` and nothing else about it (the page says it is no longer available, 410).
 */
export const ZPublicAgentSite = z.object({
  ...siteOut,
  status: z.enum(["active", "deleted"]),
  /** Whether a survey link shown markets Medicare (the page then carries the government-affiliation disclaimer). */
  markets_medicare: z.boolean(),
  /** The token of a visitor's "share this agent" on the page (source `visit`). */
  share_token: z.string(),
  /** Testimonials the agent chose to show, from clients who consented: first name and initial, their words unedited. */
  testimonials: z.array(ZPublishedTestimonial),
});
export type TPublicAgentSite = z.infer<typeof ZPublicAgentSite>;
export const ZPublicAgentSiteResponse = z.object({ agentSite: ZPublicAgentSite });

export const ZAgentSiteIdParams = z.object({ id: z.uuid("Agent site ids are UUIDs") });
export const ZAgentSiteUserParams = z.object({ userId: z.uuid("User ids are UUIDs") });
export const ZAgentSiteUrlParams = z.object({ url: z.string().min(1).max(200) });
/** `reason` says why not for the page to put in its words: the address's form or a reserved word, or taken. */
export const ZAgentSiteUniqueResponse = z.object({
  unique: z.boolean(),
  url: z.string(),
  problem: z.string().nullable(),
  reason: z.enum(["invalid", "taken"]).nullable(),
});
export type TAgentSiteUniqueResponse = z.infer<typeof ZAgentSiteUniqueResponse>;

/** POST /api/agentSiteLinks adds links (after those shown); PUT /api/agentSiteLinks removes them. */
export const ZAgentSiteLinksRequest = z
  .object({
    agent_site_id: z.uuid("Agent site ids are UUIDs"),
    link_ids: z.array(z.uuid("Link ids are UUIDs")).min(1, "Name at least one link").max(AGENT_SITE_LINKS_MAX),
  })
  .strict();
export type TAgentSiteLinksRequest = z.infer<typeof ZAgentSiteLinksRequest>;

/** POST /api/agentSiteDeliveries: where the page's address is sent, like a link's deliveries. */
export const ZAddAgentSiteDeliveriesRequest = z
  .object({
    agent_site_id: z.uuid("Agent site ids are UUIDs"),
    deliveries: z.array(ZLinkDeliveryTarget).min(1, "Name at least one email address or phone number").max(LINK_DELIVERIES_MAX),
  })
  .strict();
export type TAddAgentSiteDeliveriesRequest = z.infer<typeof ZAddAgentSiteDeliveriesRequest>;

/** PUT /api/agentSiteDeliveries (used as a delete). */
export const ZRemoveAgentSiteDeliveriesRequest = z
  .object({
    agent_site_id: z.uuid("Agent site ids are UUIDs"),
    delivery_ids: z.array(z.uuid("Delivery ids are UUIDs")).min(1, "Name at least one delivery").max(LINK_DELIVERIES_MAX),
  })
  .strict();
export type TRemoveAgentSiteDeliveriesRequest = z.infer<typeof ZRemoveAgentSiteDeliveriesRequest>;

/** GET /api/orgs/{id}/links-list-for-splash-page: the caller's live links a page may show. */
export const ZSplashLinksResponse = z.object({
  links: z.array(ZPublicLink.pick({ id: true, url: true, survey_type: true, first_name: true, last_name: true, alt_theme_color: true })),
});
export type TSplashLinksResponse = z.infer<typeof ZSplashLinksResponse>;

/** POST /api/agent-sites/{id}/images/{kind}: a headshot or logo as a data URL (PNG, JPEG or WebP up to 1 MB). */
export const ZAgentSiteImageParams = z.object({ id: z.uuid("Agent site ids are UUIDs"), kind: z.enum(["headshot", "logo"]) });

// ── Referral counts ──────────────────────────────────────────────────────────────────────────────────────────

/**
 * How someone was referred to the page: a client's "share this agent" on the survey confirmation screen, the page's
 * link the agent copied (email signature, messages), its QR code, or a visitor's "share this agent" on the page
 * itself. Someone who comes to the page on their own (typed it, a business card) is `direct`: counted among the
 * page's visits and survey starts, never as a referral (docs/decisions/031).
 */
export const referralSources = ["client", "link", "qr", "visit"] as const;
export type TReferralSource = (typeof referralSources)[number];
export const arrivalSources = [...referralSources, "direct"] as const;
export type TArrivalSource = (typeof arrivalSources)[number];
const sourceCodes: Record<TArrivalSource, string> = { client: "c", link: "l", qr: "q", visit: "v", direct: "d" };

/** A site's referral key: 12 lower-case letters and digits, random, fixed for the site. */
export const REF_KEY = /^[a-z0-9]{12}$/;

/** The `?ref=` value of an address: the source's letter and the site's key. Nothing about who shared it. */
export function referralToken(source: TArrivalSource, refKey: string): string {
  return `${sourceCodes[source]}${refKey}`;
}

/** The source and site key a `?ref=` value names, or null for anything else. */
export function parseReferralToken(token: string | null | undefined): { source: TArrivalSource; refKey: string } | null {
  if (!token) return null;
  const source = arrivalSources.find((s) => sourceCodes[s] === token[0]);
  const refKey = token.slice(1);
  return source && REF_KEY.test(refKey) ? { source, refKey } : null;
}

export const ZReferralToken = z
  .string()
  .max(40)
  .refine((v) => parseReferralToken(v) !== null, "Not a referral token");

/** POST /api/agent-site-visits (public): a page view, counted by day and source (`direct` without a token of the page); nothing about the visitor is kept. */
export const ZAgentSiteVisitRequest = z
  .object({ unique_url: z.string().min(1).max(200), ref: z.string().max(40).nullable().optional() })
  .strict();

/** POST /api/agent-site-arrivals (survey token): the survey just started came through a site's address. */
export const ZAgentSiteArrivalRequest = z.object({ ref: ZReferralToken }).strict();
export const ZAgentSiteArrivalResponse = z.object({ counted: z.boolean() });

/** GET /api/agent-sites/share-for-survey (survey token): the address a client shares on the confirmation screen. */
export const ZSurveyShareResponse = z.object({ share_path: z.string().nullable() });
export type TSurveyShareResponse = z.infer<typeof ZSurveyShareResponse>;

/** GET /api/agent-sites/{id}/referral-counts: per day and source, for the last `days` days (UTC days). */
export const ZReferralCountsQuery = z.object({ days: z.coerce.number().int().min(7).max(365).default(90) }).strict();
export const ZReferralCountsResponse = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      source: z.enum(arrivalSources),
      visits: z.number().int(),
      starts: z.number().int(),
      referrals: z.number().int(),
    }),
  ),
  totals: z.object({ visits: z.number().int(), starts: z.number().int(), referrals: z.number().int() }),
});
export type TReferralCountsResponse = z.infer<typeof ZReferralCountsResponse>;

/** The public page's address for a site. */
export function splashPath(uniqueUrl: string, ref?: string | null): string {
  return `/splash/${encodeURIComponent(uniqueUrl)}${ref ? `?ref=${encodeURIComponent(ref)}` : ""}`;
}
