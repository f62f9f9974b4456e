import { z } from "zod";
import { ZSurveyType } from "./surveys/content.ts";

/**
 * First path segments the app (or the API, or static files) already uses. A link URL becomes `/{url}`, so these
 * are refused: a link named `login` would hide the sign-in page, one named `api` the whole API.
 */
export const RESERVED_LINK_URLS: ReadonlySet<string> = new Set([
  "_app",
  "about",
  "account",
  "admin",
  "api",
  "app",
  "assets",
  "auth",
  "billing",
  "callback",
  "connecture",
  "connecturedrx",
  "contact",
  "crm",
  "dashboard",
  "demo",
  "docs",
  "favicon.ico",
  "favicon.svg",
  "files",
  "forgot-password",
  "fulfillment",
  "health",
  "help",
  "home",
  "integrations",
  "internal",
  "invite",
  "invites",
  "links",
  "login",
  "logo.svg",
  "logout",
  "maintenance",
  "marketplace",
  "onboarding",
  "planready",
  "pricing",
  "privacy",
  "resources",
  "reset-password",
  "robots.txt",
  "settings",
  "signin",
  "signup",
  "sign-in",
  "sign-up",
  "sitemap.xml",
  "splash",
  "splash-pages",
  "static",
  "status",
  "stripe",
  "submissions",
  "support",
  "survey",
  "surveys",
  "terms",
  "troubleshoot",
  "unsubscribe",
  "wave.svg",
  "www",
]);

export const LINK_URL_MIN = 3;
export const LINK_URL_MAX = 50;
const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Why a link URL cannot be used, or null when it can (after trimming and lower-casing, as the API stores it). */
export function linkUrlProblem(raw: string): string | null {
  const url = normalizeLinkUrl(raw);
  if (url.length < LINK_URL_MIN || url.length > LINK_URL_MAX) return `Use ${LINK_URL_MIN} to ${LINK_URL_MAX} characters`;
  if (!SLUG.test(url)) return "Use only letters, digits and dashes, not starting or ending with a dash";
  if (RESERVED_LINK_URLS.has(url)) return "This address is reserved; choose another";
  return null;
}

/** Link URLs are case-insensitive: stored and compared lower-case. */
export const normalizeLinkUrl = (raw: string) => raw.trim().toLowerCase();

/** A link URL as sent by a client: trimmed and lower-cased, then checked against the slug rule and reserved words. */
export const ZLinkUrl = z
  .string()
  .transform(normalizeLinkUrl)
  .superRefine((url, ctx) => {
    const problem = linkUrlProblem(url);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const stripePlanDurations = ["monthly", "annual", "annual-paid-monthly"] as const;
export const altThemeColors = ["black", "green", "magenta", "red", "orange"] as const;
/**
 * pending: reserved by a checkout, not live until its subscription is paid; active: live; cancelled: its
 * subscription ended (a cancelled subscription keeps the link active until the period it paid for ends).
 */
export const linkStatuses = ["pending", "active", "cancelled"] as const;
export const ZAltThemeColor = z.enum(altThemeColors);

const name = z.string().trim().min(1, "Required").max(100, "Use at most 100 characters");
const agencyName = z.string().trim().min(1, "Required").max(120, "Use at most 120 characters");

/**
 * A logo's address. Only a logo uploaded to the app (`/files/logos/…`, `isStoredLogoUrl` in app-urls.ts) is
 * accepted: the API answers any other address with LOGO_URL_NOT_ALLOWED, so no other site's image reaches a
 * client's page. The schema only bounds the text; the API makes that check, to answer with its own code.
 */
export const ZLogoImageUrl = z.string().trim().max(2000, "Use at most 2000 characters");

export const LINK_STAKEHOLDERS_MAX = 50;
export const LINK_DELIVERIES_MAX = 50;

/** Where a link is sent: an email address (compared without regard to case) or a phone number for text messages. */
export const ZLinkDeliveryTarget = z.discriminatedUnion("channel", [
  z
    .object({
      channel: z.literal("email"),
      target: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address").max(254, "Use at most 254 characters")),
    })
    .strict(),
  z
    .object({
      channel: z.literal("sms"),
      target: z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{7,20}$/, "Enter a valid phone number"),
    })
    .strict(),
]);
export type TLinkDeliveryTarget = z.infer<typeof ZLinkDeliveryTarget>;

export const ZCreateLinkRequest = z
  .object({
    url: ZLinkUrl,
    survey_type: ZSurveyType,
    first_name: name.nullable().optional(),
    last_name: name.nullable().optional(),
    agency_name: agencyName.nullable().optional(),
    stripe_plan_duration: z.enum(stripePlanDurations).default("monthly"),
    logo_image_url: ZLogoImageUrl.nullable().optional(),
    alt_theme_color: ZAltThemeColor.nullable().optional(),
    /**
     * The agent the link belongs to (a user of the same organisation); the creator when left out. The owner and the
     * stakeholders they name are the only ones who read the link's clients' answers.
     */
    owner_id: z.uuid("User ids are UUIDs").optional(),
    /** Users of the same organisation to notify, besides the owner; only the owner names them (the creator, when they own it). */
    stakeholder_ids: z.array(z.uuid()).max(50).optional(),
    deliveries: z.array(ZLinkDeliveryTarget).max(LINK_DELIVERIES_MAX).optional(),
  })
  .strict();
/** What the API works with (defaults applied); clients send `z.input` of it. */
export type TCreateLinkRequest = z.infer<typeof ZCreateLinkRequest>;

/** What a public survey page needs about its link (no stakeholders, deliveries or billing). */
export const ZPublicLink = z.object({
  id: z.string(),
  url: z.string(),
  survey_type: ZSurveyType,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  agency_name: z.string().nullable(),
  logo_image_url: z.string().nullable(),
  alt_theme_color: ZAltThemeColor.nullable(),
  status: z.enum(linkStatuses),
});
export type TPublicLink = z.infer<typeof ZPublicLink>;

/** A link as its organisation sees it. */
export const ZLink = ZPublicLink.extend({
  org_id: z.string(),
  created_at: z.string(),
  stripe_plan_duration: z.enum(stripePlanDurations),
  created_by: z.string().nullable(),
  /** The agent the link belongs to: they and its stakeholders read its clients' answers (null: nobody owns it). */
  owner_id: z.string().nullable(),
  stakeholders: z.array(z.object({ user_id: z.string() })),
  deliveries: z.array(z.object({ id: z.string(), channel: z.enum(["email", "sms"]), target: z.string() })),
});
export type TLink = z.infer<typeof ZLink>;

export const ZLinkIdParams = z.object({ id: z.uuid("Link ids are UUIDs") });
export const ZLinkUrlParams = z.object({ url: z.string().min(1).max(200) });

/**
 * PUT /api/links/{id}: what an agency admin may change. Every field is optional (only those sent change); null
 * clears a name, the logo, or the theme (back to the default blue). The survey type and the plan duration are the
 * link's plan, bought through billing: they may be sent unchanged (a client echoing the whole link) but not changed.
 */
export const ZUpdateLinkRequest = z
  .object({
    url: ZLinkUrl.optional(),
    first_name: name.nullable().optional(),
    last_name: name.nullable().optional(),
    agency_name: agencyName.nullable().optional(),
    logo_image_url: ZLogoImageUrl.nullable().optional(),
    alt_theme_color: ZAltThemeColor.nullable().optional(),
    survey_type: ZSurveyType.optional(),
    stripe_plan_duration: z.enum(stripePlanDurations).optional(),
  })
  .strict();
export type TUpdateLinkRequest = z.infer<typeof ZUpdateLinkRequest>;

/** GET /api/links/checkUniqueURL/{url}: any text; the answer says what is wrong with it (ZUniqueUrlResponse). */
export const ZCheckUniqueUrlParams = z.object({ url: z.string().min(1).max(200) });
/**
 * What the address is for: a purchase may take back the caller's own unpaid reservation of it (buying again
 * completes it); an edit (the default) may not take any other link's address.
 */
export const ZCheckUniqueUrlQuery = z.object({ purpose: z.enum(["purchase", "edit"]).default("edit") }).strict();

/** PUT /api/links/{id}/owner: an Admin gives the link to another user of the agency. */
export const ZChangeLinkOwnerRequest = z.object({ owner_id: z.uuid("User ids are UUIDs") }).strict();
export type TChangeLinkOwnerRequest = z.infer<typeof ZChangeLinkOwnerRequest>;

/** POST /api/linkStakeholders adds, PUT /api/linkStakeholders removes (the link's owner only). */
export const ZLinkStakeholdersRequest = z
  .object({
    link_id: z.uuid("Link ids are UUIDs"),
    user_ids: z.array(z.uuid("User ids are UUIDs")).min(1, "Name at least one user").max(LINK_STAKEHOLDERS_MAX),
  })
  .strict();
export type TLinkStakeholdersRequest = z.infer<typeof ZLinkStakeholdersRequest>;

/** POST /api/linkDeliveries: targets to add (one already there is kept once). */
export const ZAddLinkDeliveriesRequest = z
  .object({
    link_id: z.uuid("Link ids are UUIDs"),
    deliveries: z.array(ZLinkDeliveryTarget).min(1, "Name at least one email address or phone number").max(LINK_DELIVERIES_MAX),
  })
  .strict();
export type TAddLinkDeliveriesRequest = z.infer<typeof ZAddLinkDeliveriesRequest>;

/** PUT /api/linkDeliveries (used as a delete): the deliveries to remove. */
export const ZRemoveLinkDeliveriesRequest = z
  .object({
    link_id: z.uuid("Link ids are UUIDs"),
    delivery_ids: z.array(z.uuid("Delivery ids are UUIDs")).min(1, "Name at least one delivery").max(LINK_DELIVERIES_MAX),
  })
  .strict();
export type TRemoveLinkDeliveriesRequest = z.infer<typeof ZRemoveLinkDeliveriesRequest>;

/**
 * Logos: PNG, JPEG or WebP up to 1 MB. SVG is refused: it is a document that can carry scripts and links, and
 * the survey pages show the logo to the agency's clients.
 */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const logoMediaTypes = ["image/png", "image/jpeg", "image/webp"] as const;
export type TLogoMediaType = (typeof logoMediaTypes)[number];

/** POST /api/links/{id}/logo: the image as a data URL (`data:image/png;base64,…`), as a file input reads it. */
export const ZUploadLogoRequest = z
  .object({
    // Base64 grows the bytes by a third. The request's body limit bounds this; the API checks the decoded size
    // (413 over LOGO_MAX_BYTES) and the real file type.
    data_url: z.string().regex(/^data:[\w.+-]+\/[\w.+-]+;base64,/, "Send the image as a base64 data URL"),
  })
  .strict();
export type TUploadLogoRequest = z.infer<typeof ZUploadLogoRequest>;

/**
 * GET /api/links/qrCodes: the live links the reader may see, with what their printed card shows (the agent's and
 * agency's names, logo and theme colour). The address each code encodes is `publicLinkUrl(base, url)`, the one the
 * links page copies (`ZLinkPublicBaseResponse`).
 */
export const ZLinkQrCodesResponse = z.object({
  links: z.array(
    ZPublicLink.pick({
      id: true,
      url: true,
      survey_type: true,
      first_name: true,
      last_name: true,
      agency_name: true,
      logo_image_url: true,
      alt_theme_color: true,
    }),
  ),
});

/**
 * GET /api/links/public-base: the address links are shared under, PUBLIC_URL; null when the server was not given
 * one, and the pages then use the address the agent's browser is on (never the server's own localhost).
 */
export const ZLinkPublicBaseResponse = z.object({ base_url: z.string().nullable() });
export type TLinkPublicBaseResponse = z.infer<typeof ZLinkPublicBaseResponse>;
export type TLinkQrCodesResponse = z.infer<typeof ZLinkQrCodesResponse>;
export type TLinkQrCode = TLinkQrCodesResponse["links"][number];

/** The full address of a link's survey page. */
export function publicLinkUrl(baseUrl: string, url: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/${encodeURIComponent(url)}`;
}
