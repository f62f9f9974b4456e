import { errorCodes, type TErrorCode, type TProblem } from "@planready/contracts/errors";

/**
 * The one way to call the API. In the browser it is fetch on the same origin; during server rendering the
 * request goes in-process to the API (see the API's web plugin), carrying the visitor's cookies.
 */
export class ApiError extends Error {
  /** HTTP status; 0 means the network failed. */
  readonly status: number;
  readonly problem: TProblem | null;
  /**
   * `message` is for developers and logs (the API's English detail); people read the words of the code, in their
   * language, through lib/problem-message.ts.
   */
  constructor(status: number, problem: TProblem | null, message?: string) {
    super(message ?? problem?.detail ?? problem?.title ?? (status === 0 ? "Network error" : `Request failed (${status})`));
    this.name = "ApiError";
    this.status = status;
    this.problem = problem;
  }
}

type ServerBridge = (input: { method: string; path: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}>;

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Server rendering only: the incoming request, whose cookies are forwarded. */
  request?: Request;
  signal?: AbortSignal;
};

export type RawResponse = { status: number; body: string };

async function send(path: string, { method = "GET", body, request, signal }: ApiRequest): Promise<RawResponse> {
  const headers: Record<string, string> = { accept: "application/json" };
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers["content-type"] = "application/json";
  if (typeof window === "undefined") {
    const bridge = (globalThis as Record<symbol, unknown>)[Symbol.for("planready.server-api")] as ServerBridge | undefined;
    if (!bridge) throw new ApiError(0, null, "The API is not available during server rendering");
    const cookie = request?.headers.get("cookie");
    if (cookie) headers.cookie = cookie;
    const ua = request?.headers.get("user-agent");
    if (ua) headers["user-agent"] = ua;
    const response = await bridge({ method, path, headers, ...(payload === undefined ? {} : { body: payload }) });
    return { status: response.status, body: response.body };
  }
  try {
    const response = await fetch(path, { method, headers, body: payload ?? null, credentials: "same-origin", signal: signal ?? null });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, null);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === "string";
const isOptionalString = (value: unknown): value is string | undefined => value === undefined || typeof value === "string";
const isErrorCode = (value: unknown): value is TErrorCode => (errorCodes as readonly unknown[]).includes(value);
const isInvalidField = (value: unknown): value is { path: string; message: string } =>
  isRecord(value) && isString(value.path) && isString(value.message);

/**
 * The problem document of an error answer, or null if the body is not one. Checks what ZProblem (contracts/errors)
 * checks and keeps only its fields, without shipping zod to every page.
 */
export function parseProblem(body: string): TProblem | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { type, title, status, detail, instance, code, requestId, invalidFields } = value;
  if (!isString(type) || !isString(title) || !Number.isSafeInteger(status) || !isString(requestId) || !isErrorCode(code)) return null;
  if (!isOptionalString(detail) || !isOptionalString(instance)) return null;
  if (invalidFields !== undefined && !(Array.isArray(invalidFields) && invalidFields.every(isInvalidField))) return null;
  return {
    type,
    title,
    status: status as number,
    ...(detail === undefined ? {} : { detail }),
    ...(instance === undefined ? {} : { instance }),
    code,
    requestId,
    ...(invalidFields === undefined ? {} : { invalidFields: invalidFields.map(({ path, message }) => ({ path, message })) }),
  };
}

/** Calls the API and returns the parsed JSON (null for 204); non-2xx throws ApiError with the problem. */
export async function api<T>(path: string, options: ApiRequest = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return null as T;
  if (response.status < 200 || response.status >= 300) {
    const problem = parseProblem(response.body);
    // better-auth answers with { code, message } rather than a problem document.
    let message: string | undefined;
    if (!problem) {
      try {
        message = (JSON.parse(response.body) as { message?: string }).message;
      } catch {
        message = undefined;
      }
    }
    throw new ApiError(response.status, problem, message);
  }
  return (response.body ? JSON.parse(response.body) : null) as T;
}
