/** Server endpoints (sign-in, sign-out) and other origins must be full page navigations. */
export function isDocumentHref(href: string): boolean {
  return href.startsWith("/api/") || /^[a-z][a-z0-9+.-]*:/i.test(href);
}
