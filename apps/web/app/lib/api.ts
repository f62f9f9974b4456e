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
  /** Headers beyond accept and content-type. */
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer <token>` (the survey token of the survey routes). */
  token?: string;
  /** Browser only: the request outlives the page (a write sent as the tab closes). */
  keepalive?: boolean;
  /** Browser only: give up after this long, as a network failure (ApiError 0). */
  timeoutMs?: number;
  /**
   * Server rendering only: the call is the visitor's own (a page's form action doing what the page's script did),
   * so the API counts it against the visitor's address like a call from their browser (rate limits included).
   */
  asClient?: boolean;
};

export type RawResponse = { status: number; body: string; setCookies?: string[] };

/** The request header the API's web plugin puts the visitor's address in (apps/api/src/plugins/web.ts). */
export const CLIENT_ADDRESS_HEADER = "x-planready-client-address";

async function send(path: string, options: ApiRequest): Promise<RawResponse> {
  const { method = "GET", body, request, signal, token, keepalive, timeoutMs } = options;
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  if (typeof window === "undefined") {
    const bridge = (globalThis as Record<symbol, unknown>)[Symbol.for("planready.server-api")] as ServerBridge | undefined;
    if (!bridge) throw new ApiError(0, null, "The API is not available during server rendering");
    const cookie = request?.headers.get("cookie");
    if (cookie) headers.cookie = cookie;
    const ua = request?.headers.get("user-agent");
    if (ua) headers["user-agent"] = ua;
    const address = options.asClient ? request?.headers.get(CLIENT_ADDRESS_HEADER) : null;
    if (address) headers[CLIENT_ADDRESS_HEADER] = address;
    const response = await bridge({ method, path, headers, ...(payload === undefined ? {} : { body: payload }) });
    const setCookie = response.headers["set-cookie"];
    return { status: response.status, body: response.body, setCookies: setCookie === undefined ? [] : [setCookie].flat() };
  }
  // A time limit of our own, told apart from the caller's abort (AbortSignal.any/timeout are missing on the older
  // phones survey clients use).
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener("abort", abort);
  let expired = false;
  const timer =
    timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          expired = true;
          abort();
        }, timeoutMs);
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: payload ?? null,
      credentials: "same-origin",
      signal: controller.signal,
      keepalive: !!keepalive,
    });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    if ((error as Error).name === "AbortError" && !expired) throw error;
    throw new ApiError(0, null);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
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
  return (await apiWithCookies(path, options)).data as T;
}

/** As `api`, with the cookies the API set (server rendering only: a form action passes them on to the browser). */
export async function apiWithCookies(path: string, options: ApiRequest = {}): Promise<{ data: unknown; setCookies: string[] }> {
  const response = await send(path, options);
  const setCookies = response.setCookies ?? [];
  if (response.status === 204) return { data: null, setCookies };
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
  return { data: response.body ? (JSON.parse(response.body) as unknown) : null, setCookies };
}
