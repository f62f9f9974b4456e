import { parse } from "cookie-es";

/**
 * Reads one cookie from a Cookie header (server) or document.cookie (browser), with the cookie parser React Router
 * itself uses: the first value wins, and a value that is not valid percent-encoding is returned as sent rather than
 * failing the page.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  const source = header ?? (typeof document === "undefined" ? "" : document.cookie);
  return parse(source, { filter: (key) => key === name })[name];
}
