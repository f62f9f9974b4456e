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
