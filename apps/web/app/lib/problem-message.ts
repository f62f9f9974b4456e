import type { TErrorCode } from "@planready/contracts/errors";
import { ApiError } from "./api";

/**
 * The one way the web app reads a failed call (docs/decisions/010-error-messages-by-code.md): the stable code tells
 * which words to show, from the reader's catalog. The API's `detail`, `title` and field messages are English for
 * developers and logs; they are never shown.
 */

/** The API's error codes, plus NETWORK when the server could not be reached at all. */
export type TProblemCode = TErrorCode | "NETWORK";

/** Catalog key (namespace `common`) of each code's words; English and Spanish both have every one (problem-message.test.ts). */
export const problemKey = (code: TProblemCode) => `common:errors.codes.${code}`;

/** A screen's own words for some codes, as keys of the screen's namespace: `{ CONFLICT: "url.taken" }`. */
export type TProblemKeys = Partial<Record<TProblemCode, string>>;

type TTranslate = (key: string) => string;

/** Answers without a problem document (a proxy's 502, better-auth's own answers) still say which kind of failure. */
function codeOfStatus(status: number): TProblemCode | null {
  if (status === 0) return "NETWORK";
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 409) return "CONFLICT";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 429) return "RATE_LIMITED";
  if (status === 503) return "SERVICE_UNAVAILABLE";
  if (status >= 500) return "INTERNAL";
  return null;
}

/** The code of a failed API call (NETWORK for no answer); null for anything that is not one (a bug, an aborted call). */
export function problemCode(error: unknown): TProblemCode | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 0) return "NETWORK";
  return error.problem?.code ?? codeOfStatus(error.status);
}

/** The HTTP status of a failed API call, 0 when the server could not be reached; null for any other error. */
export function problemStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** A refusal (4xx) will not change if the same call is tried again. */
export function isRefusal(error: unknown): boolean {
  const status = problemStatus(error);
  return status !== null && status >= 400 && status < 500;
}

/**
 * The paths of the fields the API refused (`body.url`, `body.items.0.values.quantity`), for a form to mark them with
 * its own translated words. The API's message for each is English and is not given out.
 */
export function invalidFieldPaths(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  return (error.problem?.invalidFields ?? []).map((field) => field.path);
}

/**
 * Words a person can read for any failure, in the page's language:
 * - the screen's own key for the code when it has one (`keys`, in the namespace of `t`: `{ CONFLICT: "url.taken" }`);
 * - else, for INTERNAL, for an answer that names no code and for anything that is not a failed call, the screen's
 *   `fallbackKey`, which says what did not happen ("We could not save your changes. Please try again.");
 * - else the code's words from `common` (errors.codes.*).
 */
export function problemMessage(error: unknown, t: TTranslate, fallbackKey = problemKey("INTERNAL"), keys: TProblemKeys = {}): string {
  const code = problemCode(error);
  const own = code === null ? undefined : keys[code];
  if (own) return t(own);
  if (code === null || code === "INTERNAL") return t(fallbackKey);
  return t(problemKey(code));
}
