import type { FastifyServerOptions } from "fastify";

/** Where log lines go instead of stdout (tests read them). */
export type LogStream = { write(line: string): void };

/**
 * Structured logs without personal data: no query strings (they can carry emails), no headers, no bodies,
 * and the email segment of `/api/users/email/…`, a password-reset token and a signing link's token (`/sign/…`) masked.
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions["logger"] {
  if (level === "silent") return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, path: redactPath(req.url), id: req.id }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
  };
}

export function redactPath(url: string): string {
  const path = url.split("?")[0] ?? "";
  return path
    .replace(/(\/users\/email\/)[^/]+/, "$1[redacted]")
    .replace(/(\/reset-password\/)[^/]+/, "$1[redacted]")
    .replace(/^(\/sign\/)[^/]+/, "$1[redacted]");
}

/** Database errors carry the query's parameters (a client's answers) and PostgreSQL's detail (the values). */
const cutParams = (text: string) => text.split("\nparams:")[0]!;

/**
 * What in a free text may be a person's data, masked: quoted values (PostgreSQL quotes the value it refused:
 * `invalid input syntax for type uuid: "…"`), email addresses, dates and long numbers (phone, Medicare and card
 * numbers). Code, constraint and table are logged beside it.
 */
export function maskValues(text: string): string {
  return text
    .replace(/"[^"\n]*"/g, '"…"')
    .replace(/'[^'\n]*'/g, "'…'")
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+/g, "[email]")
    .replace(/\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b/g, "[date]")
    .replace(/\d[\d -]{5,}\d/g, "[number]");
}

/** A PostgreSQL error (pg's DatabaseError): a SQLSTATE code and a severity. */
const isDatabaseError = (error: object): boolean =>
  typeof (error as { severity?: unknown }).severity === "string" && typeof (error as { code?: unknown }).code === "string";

/**
 * Errors as logged: type, code, message and stack without query parameters, and of a cause only what identifies
 * it (PostgreSQL's code, constraint and table) — never its message or detail, which quote the data.
 */
export function serializeError(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: "", stack: "" };
  const { code, cause } = error as Error & { code?: unknown; cause?: unknown };
  const out: ReturnType<typeof serializeError> = {
    type: error.name,
    // A database error's own message can quote the value it refused; any other keeps its words (no parameters).
    message: isDatabaseError(error) ? maskValues(error.message) : cutParams(error.message),
    stack: (error.stack ?? "")
      .split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .join("\n"),
  };
  if (typeof code === "string") out.code = code;
  if (cause && typeof cause === "object") {
    const { code: causeCode, constraint, table } = cause as { code?: unknown; constraint?: unknown; table?: unknown };
    out.cause = { code: causeCode, constraint, table };
  }
  return out;
}
