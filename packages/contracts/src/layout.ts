/**
 * Which frame a page gets (docs/product.md#layouts). Pure, so the router, the shell and tests agree.
 *
 * - main: the signed-in agent layout (top bar, side menu, footer)
 * - partner: the ConnectureDRX partner layout ('Back to Connecture')
 * - logo: only a logo and the footer (CRM onboarding)
 * - slim: public survey, link, signing and splash pages
 * - bare: content rendered without header or footer (/internal/*)
 * - default: public pages with the public header and footer
 */
export type TLayout = "main" | "partner" | "logo" | "slim" | "bare" | "default";

const MAIN_PREFIXES = ["/dashboard", "/submissions", "/settings", "/integrations", "/crm/home", "/crm/settings", "/splash-pages/reviews"];

/** First path segments the app itself owns; any other single segment is an agent's survey link (/{linkUrl}). */
export const RESERVED_SEGMENTS = new Set([
  "about",
  "demo",
  "troubleshoot",
  "fulfillment",
  "privacy",
  "terms",
  "internal",
  "resources",
  "signup",
  "login",
  "logout",
  "forgot-password",
  "reset-password",
  "dashboard",
  "submissions",
  "marketplace",
  "splash-pages",
  "integrations",
  "settings",
  "stripe",
  "api",
  "connecturedrx",
  "crm",
  "onboarding",
  "survey",
  "splash",
  "assets",
  "favicon.svg",
  "unsubscribe",
]);

/** True when `pathname` is `base` or lies below it (/dashboard matches /dashboard/x, not /dashboards). */
export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed || "/";
}

/**
 * The query parameters of a search string or href, decoded. Hand-written because contracts also run where
 * no DOM URL types are declared.
 */
export function parseQuery(search: string): Map<string, string> {
  const query = new Map<string, string>();
  const start = search.indexOf("?");
  const text = start >= 0 ? search.slice(start + 1) : search;
  for (const pair of text.split("#")[0]!.split("&")) {
    if (!pair) continue;
    const [key = "", ...rest] = pair.split("=");
    const decode = (value: string) => {
      try {
        return decodeURIComponent(value.replace(/\+/g, " "));
      } catch {
        return value;
      }
    };
    if (!query.has(decode(key))) query.set(decode(key), decode(rest.join("=")));
  }
  return query;
}

function fromRFDashboard(search: string): boolean {
  return parseQuery(search).get("fromRFDashboard") === "true";
}

/** The layout for a location. `search` is the query string, with or without its leading '?'. */
export function layoutForPath(pathname: string, search = ""): TLayout {
  const path = normalise(pathname);
  if (MAIN_PREFIXES.some((base) => isUnder(path, base))) return "main";
  if (path === "/splash-pages") return "main";
  if (isUnder(path, "/marketplace")) return isUnder(path, "/marketplace/payment") ? "default" : "main";
  if (isUnder(path, "/connecturedrx/book-of-business") || isUnder(path, "/connecturedrx/home")) return "main";
  if (isUnder(path, "/connecturedrx/settings") && fromRFDashboard(search)) return "main";
  if (path === "/resources" && fromRFDashboard(search)) return "main";
  if (isUnder(path, "/connecturedrx")) return "partner";
  if (isUnder(path, "/crm/onboarding")) return "logo";
  if (isUnder(path, "/internal")) return "bare";
  if (isUnder(path, "/survey") || isUnder(path, "/splash")) return "slim";
  // A link sent for signature (/sign/{token}); a survey link may still be named "sign".
  if (path.startsWith("/sign/")) return "slim";
  // An email's unsubscribe page (/unsubscribe/{token}): read by clients, like the survey pages.
  if (path.startsWith("/unsubscribe/")) return "slim";
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 1 && !RESERVED_SEGMENTS.has(segments[0]!)) return "slim";
  return "default";
}

/** The CRM area keeps its own navigation, so the top bar hides the app's. */
export function hidesTopBarNav(pathname: string): boolean {
  return isUnder(normalise(pathname), "/crm");
}

/**
 * Whether a menu link points at the current page. Query parameters in the link must match too, and a link
 * without `archive=true` does not match the archive, so Submissions and Archive are never both current.
 */
export function isNavItemActive(href: string, pathname: string, search = ""): boolean {
  const targetPath = normalise(href.split(/[?#]/)[0] || "/");
  const targetQuery = parseQuery(href.includes("?") ? href : "");
  const current = parseQuery(search);
  const here = normalise(pathname);
  if (targetPath === "/dashboard" && here !== "/dashboard") return false;
  if (!isUnder(here, targetPath)) return false;
  for (const [key, value] of targetQuery) if (current.get(key) !== value) return false;
  if (targetPath === "/submissions" && !targetQuery.has("archive")) return current.get("archive") !== "true";
  return true;
}

/** The side menu's BULK SEND entry: ConnectureDRX for connecture agents, otherwise CRM once its terms are accepted. */
export function bulkSendTarget(user: { connecture_agent_id: string | null; crm_tos_accepted: string | null }): "connecture" | "crm" | null {
  if (user.connecture_agent_id) return "connecture";
  if (user.crm_tos_accepted) return "crm";
  return null;
}
