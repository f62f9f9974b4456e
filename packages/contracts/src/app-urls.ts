/**
 * Addresses a page of the app may point its clients and agents at: its own paths and its own stored files, never
 * another site (docs/decisions/019-headers-and-content-security.md).
 */

/** Where uploaded link logos are served from (the app's file storage, `GET /files/logos/{name}`). */
export const LOGO_PUBLIC_PATH = "/files/logos/";

/** An uploaded logo's name: `<link id>-<16 hex>.<ext>`, a new name for every upload. */
export const LOGO_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{16}\.(png|jpg|webp)$/;

/** Whether a logo address is a file of the app's own storage (`/files/logos/<name>`), the only logos pages show. */
export function isStoredLogoUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && url.startsWith(LOGO_PUBLIC_PATH) && LOGO_FILE_NAME.test(url.slice(LOGO_PUBLIC_PATH.length));
}

/** The logo a page may show: the stored one, or none (an address elsewhere, kept from before, is not shown). */
export function storedLogoOrNull(url: string | null | undefined): string | null {
  return isStoredLogoUrl(url) ? url : null;
}

/** The WHATWG URL parser of browsers and Node (contracts compile without DOM or Node types). */
declare const URL: new (url: string, base?: string) => { origin: string; pathname: string; search: string; hash: string };

/** A stand-in origin to resolve a relative address against: a path of the app stays on it. */
const PROBE_ORIGIN = "https://app.invalid";

/**
 * The path (with query and fragment) an address leads to when it stays in the app, else null. `publicUrl` is the
 * app's address (PUBLIC_URL): a full address on its origin becomes its path; without it only paths count. The
 * address is resolved as a browser would (so `//host`, `/\host`, a tab or a new line inside `//` lead elsewhere and
 * are refused), and `javascript:` or any other scheme never passes.
 */
export function appPath(url: string, publicUrl?: string | null): string | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  let resolved: InstanceType<typeof URL>;
  try {
    resolved = new URL(trimmed, PROBE_ORIGIN);
  } catch {
    return null;
  }
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (resolved.origin === PROBE_ORIGIN) return trimmed.startsWith("/") ? path : null;
  if (!publicUrl) return null;
  try {
    return resolved.origin === new URL(publicUrl).origin ? path : null;
  } catch {
    return null;
  }
}
