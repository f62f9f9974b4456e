import type { FastifyServerOptions } from "fastify";

/**
 * Structured logs without personal data: no query strings (they can carry emails), no headers, no bodies,
 * and the email segment of `/api/users/email/…` masked.
 */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, path: redactPath(req.url), id: req.id }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

export function redactPath(url: string): string {
  const path = url.split("?")[0] ?? "";
  return path.replace(/(\/users\/email\/)[^/]+/, "$1[redacted]").replace(/(\/reset-password\/)[^/]+/, "$1[redacted]");
}
