/**
 * A browser's user agent in a few words, for the audit log's "from where": the browser and the system, or null when
 * neither is recognised. Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari".
 */
export function describeUserAgent(userAgent: string | null): { browser: string; os: string } | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\//.test(userAgent)
      ? "Opera"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Chrom(e|ium)\//.test(userAgent)
          ? "Chrome"
          : /Safari\//.test(userAgent)
            ? "Safari"
            : null;
  const os = /iPhone|iPad/.test(userAgent)
    ? "iOS"
    : /Android/.test(userAgent)
      ? "Android"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "macOS"
          : /CrOS/.test(userAgent)
            ? "ChromeOS"
            : /Linux/.test(userAgent)
              ? "Linux"
              : null;
  if (!browser && !os) return null;
  return { browser: browser ?? "?", os: os ?? "?" };
}
