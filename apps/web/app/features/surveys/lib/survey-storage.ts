/**
 * What the browser keeps between visits so a client can come back to their survey on the same device: the
 * survey token (sessionStorage `surveyToken` for this tab, as the API expects, and localStorage per link so
 * reopening the link resumes). The answers' own copies are in survey-device-copy.ts. Storage can be unavailable
 * (private modes, quotas): every call fails soft.
 */

export const SESSION_TOKEN_KEY = "surveyToken";
const SESSION_RESPONSE_KEY = "surveyResponseId";
const RESUME_PREFIX = "planready:survey:";

export type TResumeRecord = { responseId: string; token: string; linkUrl: string; savedAt: number };

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
const session = () => sessionStorage;

function parseRecord(text: string | null): TResumeRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<TResumeRecord>;
    if (typeof value.responseId !== "string" || typeof value.token !== "string" || typeof value.linkUrl !== "string") return null;
    return { responseId: value.responseId, token: value.token, linkUrl: value.linkUrl, savedAt: Number(value.savedAt) || 0 };
  } catch {
    return null;
  }
}

const linkKey = (linkUrl: string) => `${RESUME_PREFIX}${linkUrl.toLowerCase()}`;

/** Remembers a started survey: this tab's token, and the link's resume record on this device. */
export function rememberSurvey(record: Omit<TResumeRecord, "savedAt">): void {
  write(session, SESSION_TOKEN_KEY, record.token);
  write(session, SESSION_RESPONSE_KEY, record.responseId);
  write(local, linkKey(record.linkUrl), JSON.stringify({ ...record, savedAt: Date.now() }));
}

/** The survey started from this link on this device, if any. */
export function resumeRecordForLink(linkUrl: string): TResumeRecord | null {
  return parseRecord(read(local, linkKey(linkUrl)));
}

/** Every remembered survey; used to find a response's token and link from its id. */
function allRecords(): TResumeRecord[] {
  const records: TResumeRecord[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(RESUME_PREFIX)) {
        const record = parseRecord(localStorage.getItem(key));
        if (record) records.push(record);
      }
    }
  } catch {
    // No localStorage: only this tab's token can help.
  }
  return records;
}

/** The token that opens a response: this tab's, else the one kept for its link on this device. */
export function tokenForResponse(responseId: string): { token: string; linkUrl: string | null } | null {
  const sessionToken = read(session, SESSION_TOKEN_KEY);
  const record = allRecords().find((r) => r.responseId === responseId);
  if (sessionToken && read(session, SESSION_RESPONSE_KEY) === responseId) return { token: sessionToken, linkUrl: record?.linkUrl ?? null };
  if (record) {
    write(session, SESSION_TOKEN_KEY, record.token);
    write(session, SESSION_RESPONSE_KEY, record.responseId);
    return { token: record.token, linkUrl: record.linkUrl };
  }
  // A tab that started the survey before the response id was remembered with it.
  if (sessionToken && read(session, SESSION_RESPONSE_KEY) === null) return { token: sessionToken, linkUrl: null };
  return null;
}

/** Drops the link's resume record on this device (see survey-device-copy.ts forgetSurvey). */
export function forgetLink(linkUrl: string): void {
  write(local, linkKey(linkUrl), null);
}
