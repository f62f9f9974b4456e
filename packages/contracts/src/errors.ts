import { z } from "zod";

/** Stable error codes. The API maps each to an HTTP status; the client maps each to words a person understands. */
export const errorCodes = [
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "INVALID_DISCOUNT_CODE",
  "DISCOUNT_CODE_USED",
  "PAYMENT_REQUIRED",
  "PAYMENT_CUSTOMER_MISSING",
  "PAYMENT_PROVIDER_UNAVAILABLE",
  "WEAK_PASSWORD",
  "INVALID_CREDENTIALS",
  "EMAIL_ALREADY_REGISTERED",
  "INVALID_TOKEN",
  "LOGO_URL_NOT_ALLOWED",
  "ANNOUNCEMENT_URL_NOT_ALLOWED",
  "SURVEY_ALREADY_SUBMITTED",
  "SURVEY_SESSION_EXPIRED",
  "SURVEY_EMPTY",
  "SURVEY_LINK_BUSY",
  "MAINTENANCE",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
] as const;
export type TErrorCode = (typeof errorCodes)[number];

export const ZInvalidField = z.object({ path: z.string(), message: z.string() });

/** RFC 9457 problem details, with our stable `code` and the request id. */
export const ZProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  code: z.enum(errorCodes),
  requestId: z.string(),
  invalidFields: z.array(ZInvalidField).optional(),
});
export type TProblem = z.infer<typeof ZProblem>;

export const errorStatus: Record<TErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  INVALID_DISCOUNT_CODE: 422,
  DISCOUNT_CODE_USED: 422,
  PAYMENT_REQUIRED: 402,
  PAYMENT_CUSTOMER_MISSING: 409,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
  WEAK_PASSWORD: 422,
  INVALID_CREDENTIALS: 401,
  EMAIL_ALREADY_REGISTERED: 422,
  INVALID_TOKEN: 400,
  LOGO_URL_NOT_ALLOWED: 422,
  ANNOUNCEMENT_URL_NOT_ALLOWED: 422,
  SURVEY_ALREADY_SUBMITTED: 409,
  SURVEY_SESSION_EXPIRED: 401,
  SURVEY_EMPTY: 422,
  SURVEY_LINK_BUSY: 429,
  MAINTENANCE: 503,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const errorTitles: Record<TErrorCode, string> = {
  VALIDATION_FAILED: "Some of the information sent is not valid",
  UNAUTHENTICATED: "You need to sign in",
  FORBIDDEN: "You do not have access to this",
  NOT_FOUND: "Not found",
  METHOD_NOT_ALLOWED: "This address does not answer this kind of request",
  CONFLICT: "This conflicts with something that already exists",
  RATE_LIMITED: "Too many attempts. Please wait a minute and try again",
  PAYLOAD_TOO_LARGE: "What was sent is too large",
  INVALID_DISCOUNT_CODE: "Invalid discount code",
  DISCOUNT_CODE_USED: "Your agency has already used this discount code",
  PAYMENT_REQUIRED: "Access is restricted until the payment information is updated",
  PAYMENT_CUSTOMER_MISSING: "The organisation has no payment account yet",
  PAYMENT_PROVIDER_UNAVAILABLE: "The payment service is not reachable right now. Please try again shortly",
  WEAK_PASSWORD: "Choose a stronger password",
  INVALID_CREDENTIALS: "Incorrect email or password",
  EMAIL_ALREADY_REGISTERED: "Email Already Registered",
  INVALID_TOKEN: "This link is invalid or has expired",
  LOGO_URL_NOT_ALLOWED: "A logo must be an image uploaded to PlanReady",
  ANNOUNCEMENT_URL_NOT_ALLOWED: "An announcement may only link to a page of PlanReady",
  SURVEY_ALREADY_SUBMITTED: "This survey was already sent; its answers can no longer be changed here",
  SURVEY_SESSION_EXPIRED: "This survey session has ended; open the agent's link again to start over",
  SURVEY_EMPTY: "A survey with no answers cannot be sent",
  SURVEY_LINK_BUSY: "Too many surveys were started on this link just now. Please try again later",
  MAINTENANCE: "Our site is currently under maintenance. Check back again soon!",
  SERVICE_UNAVAILABLE: "We are very busy right now. Please try again in a moment",
  INTERNAL: "Something went wrong on our side. Please try again",
};

export const ZOk = z.object({ ok: z.literal(true) });
