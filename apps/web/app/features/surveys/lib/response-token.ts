import {
  parseRecord,
  read,
  RESUME_PREFIX,
  session,
  SESSION_RESPONSE_KEY,
  SESSION_TOKEN_KEY,
  type TResumeRecord,
  write,
} from "./survey-storage";

/**
 * Which token opens a response, for the running survey (/survey/{id} and a reopened link): this tab's, else the
 * one remembered for its link on this device (survey-storage.ts). A module apart so the start page does not load it.
 */

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
