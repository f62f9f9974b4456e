import { z } from "zod";
import { ZLink } from "./links.ts";

// Contracts name no platform library; Node and every browser have the WHATWG URL classes these rules use.
type TUrl = { protocol: string; username: string; password: string; hostname: string; port: string; toString(): string };
type TQuery = {
  get(n: string): string | null;
  set(n: string, v: string): void;
  delete(n: string): void;
  has(n: string): boolean;
  toString(): string;
};
declare const URL: new (input: string) => TUrl;
declare const URLSearchParams: new (init?: string) => TQuery;

/**
 * The onboarding of the two bulk-send areas (docs/product.md#bulk-send-onboarding; decision 035): the CRM area and
 * the ConnectureDRX partner area, each through plan → payment → agent-info → confirmation. Which step a user may be
 * on comes from the server's state alone, so a reload or a step typed by hand lands on the right one.
 */
export const bulkAreas = ["crm", "connecture"] as const;
export type TBulkArea = (typeof bulkAreas)[number];
export const ZBulkArea = z.enum(bulkAreas);

export const bulkSteps = ["plan", "payment", "agent-info", "confirmation"] as const;
export type TBulkStep = (typeof bulkSteps)[number];

/** The duration the plan step chose, carried to the payment step as the one query parameter onboarding appends. */
export const DURATION_PARAM = "duration";
/** Query parameters the partner sends (and the app's own dashboard flag); kept from step to step. */
export const CONNECTURE_RETURN_PARAM = "connectureReturnUrl";
export const CONNECTURE_LOGO_PARAM = "connectureWhiteLabelLogo";
export const CONNECTURE_AGENT_PARAM = "connAgentId";
export const FROM_DASHBOARD_PARAM = "fromRFDashboard";
/** The verification link's token (its email carries it back to the welcome page). */
export const VERIFY_PARAM = "verifyToken";

/** Where each area's pages live. */
export const bulkAreaBase: Record<TBulkArea, string> = { crm: "/crm", connecture: "/connecturedrx" };
export const bulkAreaHome: Record<TBulkArea, string> = { crm: "/crm/home", connecture: "/connecturedrx/home" };
export const connectureWelcomePath = "/connecturedrx/welcome";

/** What the server knows that decides the steps. */
export type TBulkOnboardingFacts = {
  /** Connecture only: whether the account carries a verified connecture agent id. */
  agent_linked: boolean;
  /** The area's link is paid (its checkout paid, the link live). */
  paid: boolean;
  link: { first_name: string | null; last_name: string | null; agency_name: string | null } | null;
  tos_accepted: boolean;
  connecture_tos_accepted: boolean;
  crm_tos_accepted: boolean;
};

/** The step still owed: `welcome` (Connecture: no verified agent id yet), `plan`, `agent-info`, or null once done. */
export type TBulkNeed = "welcome" | "plan" | "agent-info" | null;

const filled = (value: string | null | undefined) => !!value?.trim();

/**
 * Connecture: plan until paid; agent-info until the link has first name, last name and agency name and both terms
 * (the service agreement and Connecture's) are accepted. CRM: plan until paid; agent-info until the CRM terms are.
 */
export function neededBulkStep(area: TBulkArea, facts: TBulkOnboardingFacts): TBulkNeed {
  if (area === "connecture" && !facts.agent_linked) return "welcome";
  if (!facts.paid) return "plan";
  if (area === "connecture") {
    const link = facts.link;
    const named = !!link && filled(link.first_name) && filled(link.last_name) && filled(link.agency_name);
    return named && facts.tos_accepted && facts.connecture_tos_accepted ? null : "agent-info";
  }
  return facts.crm_tos_accepted ? null : "agent-info";
}

export function parseBulkStep(value: string | null | undefined): TBulkStep | null {
  return (bulkSteps as readonly string[]).includes(value ?? "") ? (value as TBulkStep) : null;
}

/** A plan duration the payment step may open a checkout for: CRM and ConnectureDRX are sold monthly or annually. */
export const bulkDurations = ["monthly", "annual"] as const;
export type TBulkDuration = (typeof bulkDurations)[number];
export function parseBulkDuration(value: string | null | undefined): TBulkDuration | null {
  return (bulkDurations as readonly string[]).includes(value ?? "") ? (value as TBulkDuration) : null;
}

/** The path of a step with the current query kept, and optionally one parameter set (the plan's duration). */
export function bulkStepPath(area: TBulkArea, step: TBulkStep, search = "", set?: [string, string]): string {
  const query = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  query.delete(VERIFY_PARAM);
  if (set) query.set(set[0], set[1]);
  const text = query.toString();
  return `${bulkAreaBase[area]}/onboarding/${step}${text ? `?${text}` : ""}`;
}

/** The welcome page with the query kept (the verification token dropped). */
export function connectureWelcomeHref(search = ""): string {
  const query = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  query.delete(VERIFY_PARAM);
  const text = query.toString();
  return `${connectureWelcomePath}${text ? `?${text}` : ""}`;
}

/**
 * Where a request for `requested` (a step name, or anything typed by hand) must go instead, or null when it may be
 * shown. Before payment: plan, or payment once a duration is chosen; then agent-info only; once done: confirmation.
 */
export function bulkStepRedirect(
  area: TBulkArea,
  requested: string | null | undefined,
  facts: TBulkOnboardingFacts,
  search = "",
): string | null {
  const need = neededBulkStep(area, facts);
  const step = parseBulkStep(requested);
  if (need === "welcome") return connectureWelcomeHref(search);
  const query = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  let allowed: TBulkStep;
  if (need === "plan") allowed = step === "payment" && parseBulkDuration(query.get(DURATION_PARAM)) ? "payment" : "plan";
  else if (need === "agent-info") allowed = "agent-info";
  else allowed = "confirmation";
  // The payment step also receives the checkout's return (?checkout_id=…) after paying: it confirms, then moves on.
  if (step === "payment" && need !== "plan" && query.has("checkout_id")) return null;
  return step === allowed ? null : bulkStepPath(area, allowed, search);
}

/**
 * Checks an address a partner sent against the operator's allow-list of origins (`https://drx.example.com`, or
 * `https://*.example.com` for its subdomains): only http(s), no credentials. Returns the normalised address or null.
 */
export function allowedPartnerUrl(value: string | null | undefined, origins: readonly string[]): string | null {
  if (!value) return null;
  let url: TUrl;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const allowed = origins.some((entry) => originMatches(url, entry));
  return allowed ? url.toString() : null;
}

function originMatches(url: TUrl, entry: string): boolean {
  const match = /^(https?):\/\/(\*\.)?([a-z0-9.-]+)(?::(\d+))?\/?$/i.exec(entry.trim());
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (`${scheme!.toLowerCase()}:` !== url.protocol) return false;
  const defaultPort = url.protocol === "https:" ? "443" : "80";
  if ((port ?? defaultPort) !== (url.port || defaultPort)) return false;
  const hostname = url.hostname.toLowerCase();
  const base = host!.toLowerCase();
  return wildcard ? hostname.endsWith(`.${base}`) : hostname === base;
}

/** GET /api/bulk-onboarding/{area}: the state the steps are guarded by. */
export const ZBulkAreaParams = z.object({ area: ZBulkArea });
export const ZBulkOnboardingState = z.object({
  area: ZBulkArea,
  need: z.enum(["welcome", "plan", "agent-info"]).nullable(),
  paid: z.boolean(),
  /** The area's link (reserved or live), or null before the first checkout. */
  link: ZLink.nullable(),
  connecture_agent_id: z.string().nullable(),
  tos_accepted: z.boolean(),
  connecture_tos_accepted: z.boolean(),
  crm_tos_accepted: z.boolean(),
});
export type TBulkOnboardingState = z.infer<typeof ZBulkOnboardingState>;

/** Facts of a state answer, for the pure rules above. */
export function factsOf(state: TBulkOnboardingState): TBulkOnboardingFacts {
  return {
    agent_linked: !!state.connecture_agent_id,
    paid: state.paid,
    link: state.link,
    tos_accepted: state.tos_accepted,
    connecture_tos_accepted: state.connecture_tos_accepted,
    crm_tos_accepted: state.crm_tos_accepted,
  };
}

const onboardingPath = /^\/(crm|connecturedrx)\/onboarding\/(plan|payment)(\?[^\s#]*)?$/;

/** POST /api/bulk-onboarding/{area}/checkout: open the area's checkout for the chosen duration. */
export const ZBulkCheckoutRequest = z
  .object({
    duration: z.enum(bulkDurations),
    discount_code: z.string().trim().max(64).optional(),
    /** The payment step (with its query) the provider returns to. */
    return_path: z.string().max(2000).regex(onboardingPath, "Use this area's payment step"),
    /** The plan step (with its query) a cancelled checkout returns to. */
    cancel_path: z.string().max(2000).regex(onboardingPath, "Use this area's plan step"),
  })
  .strict();
export const ZBulkCheckoutResponse = z.object({ checkout_url: z.string(), checkout_id: z.string(), link_id: z.uuid() });

const personName = z.string().trim().min(1, "Required").max(100, "Use at most 100 characters");
/** PUT /api/bulk-onboarding/{area}/agent-info: the names the link shows and the terms. */
export const ZBulkAgentInfoRequest = z
  .object({
    first_name: personName,
    last_name: personName,
    agency_name: z.string().trim().min(1, "Required").max(120, "Use at most 120 characters"),
    accept_terms: z.literal(true, { error: "Accept the terms to continue" }),
  })
  .strict();
export type TBulkAgentInfoRequest = z.infer<typeof ZBulkAgentInfoRequest>;

/** The connecture agent id as the partner sends it. */
export const ZConnectureAgentId = z
  .string()
  .trim()
  .min(1, "Required")
  .max(64, "Use at most 64 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "Letters, digits, dot, dash and underscore only");

/** POST /api/rfxc/check-account-status. */
export const ZCheckAccountStatusRequest = z.object({ connAgentId: ZConnectureAgentId }).strict();
export const ZCheckAccountStatusResponse = z.object({
  /** Some PlanReady account is linked to this agent id. */
  has_account: z.boolean(),
  /** The signed-in caller is that account (false without a session). */
  is_you: z.boolean(),
});

/** POST /api/rfxc/link-requests: email the signed-in user a link that proves the address before linking. */
export const ZConnectureLinkRequest = z
  .object({
    connAgentId: ZConnectureAgentId,
    /** The partner's query to bring back in the emailed link (only the known parameters are kept). */
    search: z.string().max(4000).default(""),
  })
  .strict();
export const ZConnectureLinkRequestResponse = z.object({ sent_to: z.string() });

/** POST /api/rfxc/link-requests/confirm: the emailed link opened by the same signed-in user. */
export const ZConnectureLinkConfirm = z.object({ token: z.string().min(20).max(200) }).strict();
export const ZConnectureLinkConfirmResponse = z.object({ connecture_agent_id: z.string() });

/** GET /api/rfxc/frame: the partner's addresses checked against the allow-lists (null when absent or refused). */
export const ZPartnerFrameQuery = z
  .object({ returnUrl: z.string().max(2000).optional(), logoUrl: z.string().max(2000).optional() })
  .strict();
export const ZPartnerFrameResponse = z.object({
  return_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** A return address was given but is not one the operator allows. */
  return_url_refused: z.boolean(),
});
export type TPartnerFrame = z.infer<typeof ZPartnerFrameResponse>;

/** Keeps only the partner's known parameters of a query, for the emailed link. */
export function partnerQuery(search: string): string {
  const source = new URLSearchParams(search.startsWith("?") ? search.slice(1) : search);
  const kept = new URLSearchParams();
  for (const name of [CONNECTURE_RETURN_PARAM, CONNECTURE_LOGO_PARAM, CONNECTURE_AGENT_PARAM, FROM_DASHBOARD_PARAM]) {
    const value = source.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.toString();
}

export const ZAgentIdParams = z.object({ agentId: ZConnectureAgentId });
export const ZUserIdParams = z.object({ userId: z.uuid("User ids are UUIDs") });
export const ZOrgIdParams = z.object({ orgId: z.uuid("Organisation ids are UUIDs") });
