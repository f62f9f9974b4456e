import { forgetLink, local, read, resumeRecordForLink, write } from "./survey-storage";

/**
 * The copies of a survey's answers kept on the device besides the write-ahead queue: the last state seen (for a
 * reload while the server is out of reach) and the answers typed in the last moments before they reached the
 * queue. Both are cleared when the survey is finished.
 */

const SNAPSHOT_PREFIX = "planready:survey-snapshot:";
const UNSENT_PREFIX = "planready:survey-unsent:";

/**
 * Answers typed in the last moments, before they reached the write-ahead queue (IndexedDB writes are
 * asynchronous; a tab closed right after typing might not finish one). Kept synchronously, read back on the
 * next visit and queued then.
 */
export function writeUnsentAnswers(responseId: string, answers: Record<string, unknown> | null): void {
  write(local, UNSENT_PREFIX + responseId, answers && Object.keys(answers).length ? JSON.stringify(answers) : null);
}

export function readUnsentAnswers(responseId: string): Record<string, unknown> | null {
  const text = read(local, UNSENT_PREFIX + responseId);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The last state of a survey seen on this device (answers included), for a reload without a connection. */
export function readSnapshot(responseId: string): unknown {
  const text = read(local, SNAPSHOT_PREFIX + responseId);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeSnapshot(responseId: string, value: unknown): void {
  write(local, SNAPSHOT_PREFIX + responseId, JSON.stringify(value));
}

/** Forgets a finished survey: reopening the link then starts a new one. */
export function forgetSurvey(linkUrl: string | null, responseId: string): void {
  if (linkUrl && resumeRecordForLink(linkUrl)?.responseId === responseId) forgetLink(linkUrl);
  write(local, SNAPSHOT_PREFIX + responseId, null);
  write(local, UNSENT_PREFIX + responseId, null);
}
