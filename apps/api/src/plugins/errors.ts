import { errorStatus, errorTitles, type TErrorCode, type TProblem } from "@planready/contracts/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";

/** Seconds a client waits before retrying while the database is unreachable (a restart takes a few). */
export const DATABASE_RETRY_AFTER_S = 2;

/** Writes an RFC 9457 problem document. 5xx bodies never carry internals. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: TErrorCode,
  detail?: string,
  invalidFields?: TProblem["invalidFields"],
) {
  const status = errorStatus[code];
  const problem: TProblem = {
    type: `https://planready.app/problems/${code.toLowerCase().replaceAll("_", "-")}`,
    title: errorTitles[code],
    status,
    code,
    requestId: request.id,
    instance: request.url.split("?")[0],
    ...(detail && status < 500 ? { detail } : {}),
    ...(invalidFields ? { invalidFields } : {}),
  };
  return reply.status(status).type("application/problem+json").send(problem);
}

/** The methods the app answers; any other (TRACE, CONNECT, PROPFIND…) is refused before routing reaches a handler. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const allowedMethods = new Set<string>(ALLOWED_METHODS);

/**
 * Where a text of the request cannot be stored: a NUL character (PostgreSQL refuses it in text and jsonb) or half
 * of a UTF-16 surrogate pair (not Unicode: jsonb refuses its escape). Object keys count. Answers the first such
 * place as `body.first_name`, `query.searchTerm`, `params.id`…, or null.
 */
export function unstorableTextAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\0") || !value.isWellFormed() ? path : null;
  if (!value || typeof value !== "object" || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableTextAt(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key.includes("\0") || !key.isWellFormed()) return path;
    const found = unstorableTextAt(child, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Input no route can take, refused in one place with a problem: methods the app does not answer (405, before any
 * handler: the React Router handler cannot even build a request for TRACE), and API input carrying text that
 * cannot be stored (400 VALIDATION_FAILED naming the field), checked after the caller is known (the auth guard's
 * hook runs first) and before the route's own validation.
 */
export function registerInputChecks(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (allowedMethods.has(request.method)) return;
    reply.header("allow", ALLOWED_METHODS.filter((m) => m !== "OPTIONS").join(", "));
    return sendProblem(request, reply, "METHOD_NOT_ALLOWED", "This address does not answer this method.");
  });
  app.addHook("preValidation", async (request) => {
    if (!request.url.startsWith("/api")) return;
    const path =
      unstorableTextAt(request.params, "params") ?? unstorableTextAt(request.query, "query") ?? unstorableTextAt(request.body, "body");
    if (path) {
      throw new AppError("VALIDATION_FAILED", "Remove the control characters from the highlighted fields.", [
        { path, message: "Contains a character that cannot be saved (NUL or a broken Unicode character)." },
      ]);
    }
  });
}

/** One error model for the whole API: AppError codes, schema validation, rate limits, everything else. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (errorStatus[error.code] >= 500) request.log.error({ err: error }, "service error");
      return sendProblem(request, reply, error.code, error.detail, error.invalidFields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const invalidFields = error.validation.map((issue) => ({
        path: [error.validationContext, ...(issue.instancePath.split("/").filter(Boolean) || [])].join("."),
        message: issue.message ?? "Invalid value",
      }));
      return sendProblem(request, reply, "VALIDATION_FAILED", "Check the highlighted fields.", invalidFields);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: { message: error.message, method: error.method, url: error.url } }, "response did not match its schema");
      return sendProblem(request, reply, "INTERNAL");
    }
    if (error.statusCode === 429) return sendProblem(request, reply, "RATE_LIMITED");
    // Overload (@fastify/under-pressure, which already set Retry-After): 503 so clients and load balancers retry.
    if (error.code === "FST_UNDER_PRESSURE") return sendProblem(request, reply, "SERVICE_UNAVAILABLE");
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE")
      return sendProblem(request, reply, "PAYLOAD_TOO_LARGE", "Requests may carry at most 1 MB.");
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return sendProblem(request, reply, "VALIDATION_FAILED", "Send a JSON body with Content-Type: application/json.");
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: TErrorCode =
        error.statusCode === 401
          ? "UNAUTHENTICATED"
          : error.statusCode === 403
            ? "FORBIDDEN"
            : error.statusCode === 404
              ? "NOT_FOUND"
              : "VALIDATION_FAILED";
      return sendProblem(request, reply, code, error.message);
    }
    // The database restarting or unreachable: 503 with Retry-After, so clients resend (their writes are idempotent).
    // Logged without the error, whose message may carry the failed query's parameters.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: (error as { code?: string }).code }, "database unavailable");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_S));
      return sendProblem(request, reply, "SERVICE_UNAVAILABLE");
    }
    request.log.error({ err: error }, "unhandled error");
    return sendProblem(request, reply, "INTERNAL");
  });
}
