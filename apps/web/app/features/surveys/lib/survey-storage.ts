/**
 * What the browser keeps between visits so a client can come back to their survey on the same device: the
 * survey token (sessionStorage `surveyToken` for this tab, as the API expects, and localStorage per link so
 * reopening the link resumes). The answers' own copies are in survey-device-copy.ts. Storage can be unavailable
 * (private modes, quotas): every call fails soft. Finding the token of a response is response-token.ts (the
 * running survey's, kept off the start page's scripts).
 */

export const SESSION_TOKEN_KEY = "surveyToken";
export const SESSION_RESPONSE_KEY = "surveyResponseId";
export const RESUME_PREFIX = "planready:survey:";

/** What resuming needs, and nothing more (records written before may carry a `savedAt`, which is ignored). */
export type TResumeRecord = { responseId: string; token: string; linkUrl: string };

export function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
export function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage full or refused: the survey still works for this visit.
  }
}
export const local = () => localStorage;
export const session = () => sessionStorage;

export function parseRecord(text: string | null): TResumeRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<TResumeRecord>;
    // Checked field by field; anything else a record carries (an older `savedAt`) is left alone.
    const ok = [value.responseId, value.token, value.linkUrl].every((field) => typeof field === "string");
    return ok ? (value as TResumeRecord) : null;
  } catch {
    return null;
  }
}

const linkKey = (linkUrl: string) => `${RESUME_PREFIX}${linkUrl.toLowerCase()}`;

/** Remembers a started survey: this tab's token, and the link's resume record on this device. */
export function rememberSurvey(record: TResumeRecord): void {
  write(session, SESSION_TOKEN_KEY, record.token);
  write(session, SESSION_RESPONSE_KEY, record.responseId);
  write(local, linkKey(record.linkUrl), JSON.stringify(record));
}
