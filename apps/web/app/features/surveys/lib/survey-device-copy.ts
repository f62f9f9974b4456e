import { openPendingWriteStore } from "./pending-writes";
import { local, read, session, SESSION_RESPONSE_KEY, SESSION_TOKEN_KEY, write } from "./survey-storage";

/**
 * The copies of a survey's answers kept on the device besides the write-ahead queue: the last state seen (for a
 * reload while the server is out of reach) and the answers typed in the last moments before they reached the
 * queue. Both are cleared when the survey is finished, with everything else the survey kept on this device
 * (`forgetSurvey`).
 */

const SNAPSHOT_PREFIX = "planready:survey-snapshot:";
export const UNSENT_PREFIX = "planready:survey-unsent:";

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

/** Every key of a storage, read before any is removed (removing shifts the indexes). */
function keysOf(storage: () => Storage): string[] {
  try {
    const store = storage();
    return Array.from({ length: store.length }, (_, i) => store.key(i)).filter((key): key is string => key !== null);
  } catch {
    return [];
  }
}

/** Removes every entry of a storage whose key or value names the survey (its response id) or holds its token. */
function forgetIn(storage: () => Storage, marks: string[]): void {
  for (const key of keysOf(storage)) {
    const value = read(storage, key) ?? "";
    if (marks.some((mark) => key.includes(mark) || value.includes(mark))) write(storage, key, null);
  }
}

/** Every write of the survey still waiting in IndexedDB (none once everything was sent; some when it expired). */
async function forgetPendingWrites(responseId: string): Promise<void> {
  const store = await openPendingWriteStore();
  for (const row of await store.list(responseId)) await store.remove(responseId, row.seq);
}

/** Every copy of the survey's page kept in the Cache Storage (the service worker keeps it under its response id). */
async function forgetCachedPages(responseId: string): Promise<void> {
  if (typeof caches === "undefined") return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) if (request.url.includes(responseId)) await cache.delete(request);
  }
}

/**
 * Forgets a survey on this device once it is sent (or its session ended): nothing of it stays — not its token (this
 * tab's, the link's resume record), not the answers (the last state seen, the answers typed last), not a consent
 * waiting or the signer's names, not a write in IndexedDB, not its page in the Cache Storage. Reopening the link then
 * starts a new survey (decision 017).
 */
export async function forgetSurvey(responseId: string, token: string | null): Promise<void> {
  const marks = token ? [responseId, token] : [responseId];
  if (read(session, SESSION_RESPONSE_KEY) === responseId || (token && read(session, SESSION_TOKEN_KEY) === token)) {
    write(session, SESSION_TOKEN_KEY, null);
    write(session, SESSION_RESPONSE_KEY, null);
  }
  forgetIn(session, marks);
  forgetIn(local, marks);
  await Promise.all([forgetPendingWrites(responseId).catch(() => undefined), forgetCachedPages(responseId).catch(() => undefined)]);
}
