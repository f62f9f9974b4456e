import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * The response headers that keep a client's data in the page that asked for it
 * (docs/decisions/019-headers-and-content-security.md):
 *
 * - a Content-Security-Policy whose scripts are the app's own files and the inline scripts carrying this response's
 *   nonce (`request.cspNonce`, handed to the server render through `CSP_NONCE_HEADER`), with no plugins, no `<base>`,
 *   no framing, and images, connections and fonts from the app only;
 * - `Cache-Control: no-store` on every API answer that does not say otherwise (the routes that serve public,
 *   client-free data set their own caching) — web pages get theirs in plugins/web.ts;
 * - when the app is served over https (PUBLIC_URL): HSTS, and `Secure` on every cookie the server sets.
 */

declare module "fastify" {
  interface FastifyRequest {
    /** This request's CSP nonce: inline scripts of the page rendered for it carry it. */
    cspNonce: string;
  }
}

/** Where the server render reads the request's nonce (plugins/web.ts sets it on every page request, overwriting any sent). */
export const CSP_NONCE_HEADER = "x-planready-csp-nonce";

/**
 * Where forms may send the browser: the app, Google's sign-in (the OAuth redirect after the sign-in form) and
 * Stripe's hosted checkout and billing portal (the redirects after starting a checkout).
 */
const FORM_ACTIONS = ["'self'", "https://accounts.google.com", "https://checkout.stripe.com", "https://billing.stripe.com"];

/** The policy of a response whose inline scripts carry `nonce`. */
export function contentSecurityPolicy({
  nonce,
  https,
  imageOrigins = [],
}: {
  nonce: string;
  https: boolean;
  imageOrigins?: readonly string[];
}): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // Scripts: those the page's HTML carries with this nonce (React Router's and the root layout's inline scripts,
    // its module preloads and entry), and what they load ('strict-dynamic': the lazily loaded route modules). A
    // script element without the nonce runs nowhere, even from this origin. 'self' serves browsers without CSP 3.
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    ["script-src-attr", "'none'"],
    // Tailwind's stylesheet is a file; React's style attributes and the survey's @font-face block are inline. Styles
    // cannot run code, so they keep 'unsafe-inline' rather than a nonce on each.
    ["style-src", "'self'", "'unsafe-inline'"],
    // The app's own images and stored logos, QR codes drawn into data: URLs and files previewed as blob: URLs, and the
    // partner's white-label logos from the origins the operator allows (CONNECTURE_LOGO_ORIGINS; decision 035).
    ["img-src", "'self'", "data:", "blob:", ...imageOrigins],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    // The survey's service worker (public/sw.js).
    ["worker-src", "'self'"],
    ["manifest-src", "'self'"],
    ["media-src", "'none'"],
    ["object-src", "'none'"],
    ["frame-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", ...FORM_ACTIONS],
    ["frame-ancestors", "'none'"],
    ...(https ? [["upgrade-insecure-requests"] as [string]] : []),
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/**
 * The policy around its nonce, built once per scheme: a response's policy is then two concatenations, not the
 * directives joined again at every request.
 */
const policyAround = new Map<string, [string, string]>();
function cachedPolicy(nonce: string, https: boolean, imageOrigins: readonly string[]): string {
  const key = `${https}|${imageOrigins.join(" ")}`;
  let parts = policyAround.get(key);
  if (!parts) {
    const marker = "\u0000nonce\u0000";
    parts = contentSecurityPolicy({ nonce: marker, https, imageOrigins }).split(marker) as [string, string];
    policyAround.set(key, parts);
  }
  return parts[0] + nonce + parts[1];
}

/** Random bytes drawn ahead for nonces (as crypto.randomUUID does): one call to the generator per 256 nonces. */
let noncePool = Buffer.alloc(0);
let noncePoolAt = 0;

/** A fresh nonce: 128 random bits, base64. */
export function newCspNonce(): string {
  if (noncePoolAt + 16 > noncePool.length) {
    noncePool = randomBytes(16 * 256);
    noncePoolAt = 0;
  }
  noncePoolAt += 16;
  return noncePool.toString("base64", noncePoolAt - 16, noncePoolAt);
}

/** Adds `Secure` to each Set-Cookie that lacks it. */
export function secureCookies(value: string | string[]): string | string[] {
  const add = (cookie: string) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
  return Array.isArray(value) ? value.map(add) : add(value);
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { https, contentSecurity, imageOrigins = [] }: { https: boolean; contentSecurity: boolean; imageOrigins?: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    // Set below, with this request's nonce.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Pages are never framed (frame-ancestors 'none'); the older header says the same to older browsers.
    frameguard: { action: "deny" },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  app.decorateRequest("cspNonce", "");
  // Callback-style hooks (no promise per request: they run on every answer, the autosave's included).
  app.addHook("onRequest", (request, reply, done) => {
    request.cspNonce = newCspNonce();
    if (contentSecurity) reply.header("content-security-policy", cachedPolicy(request.cspNonce, https, imageOrigins));
    done();
  });

  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    if (https) secureReplyCookies(reply);
    done(null, payload);
  });
}

function secureReplyCookies(reply: FastifyReply): void {
  const cookies = reply.getHeader("set-cookie");
  if (typeof cookies !== "string" && !Array.isArray(cookies)) return;
  // Fastify appends to Set-Cookie: the old values go first.
  reply.removeHeader("set-cookie");
  reply.header("set-cookie", secureCookies(cookies));
}
