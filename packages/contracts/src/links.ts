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

export const ZCreateLinkRequest = z
  .object({
    url: ZLinkUrl,
    survey_type: ZSurveyType,
    first_name: name.nullable().optional(),
    last_name: name.nullable().optional(),
    agency_name: z.string().trim().min(1, "Required").max(120, "Use at most 120 characters").nullable().optional(),
    stripe_plan_duration: z.enum(stripePlanDurations).default("monthly"),
    /** A full http(s) address, or a path on this site (uploaded files are served from it). */
    logo_image_url: z
      .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/[^\s/][^\s]*$/)], { error: "Use a full http(s) address or a /path" })
      .refine((v) => v.length <= 2000, "Use at most 2000 characters")
      .nullable()
      .optional(),
    alt_theme_color: ZAltThemeColor.nullable().optional(),
    /** Users of the same organisation to notify, besides the creator (who always is). */
    stakeholder_ids: z.array(z.uuid()).max(50).optional(),
    deliveries: z
      .array(
        z.discriminatedUnion("channel", [
          z.object({ channel: z.literal("email"), target: z.email("Enter a valid email address").max(254) }).strict(),
          z.object({ channel: z.literal("sms"), target: z.string().regex(/^\+?[0-9 ()-]{7,20}$/, "Enter a valid phone number") }).strict(),
        ]),
      )
      .max(50)
      .optional(),
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

/** A link as its organisation sees it (spec §3 Link). */
export const ZLink = ZPublicLink.extend({
  org_id: z.string(),
  created_at: z.string(),
  stripe_plan_duration: z.enum(stripePlanDurations),
  created_by: z.string().nullable(),
  stakeholders: z.array(z.object({ user_id: z.string() })),
  deliveries: z.array(z.object({ id: z.string(), channel: z.enum(["email", "sms"]), target: z.string() })),
});
export type TLink = z.infer<typeof ZLink>;

export const ZLinkIdParams = z.object({ id: z.uuid("Link ids are UUIDs") });
export const ZLinkUrlParams = z.object({ url: z.string().min(1).max(200) });
