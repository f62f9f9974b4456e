import type { PendingWrite, PendingWriteStore } from "./pending-writes";
import { coalesce, type TSurveyWrite } from "./survey-writes";

/** What the person sees: "Saved" only after the server confirmed every write. */
export type SaveStatus = "saved" | "saving" | "offline" | "error";

/**
 * The server's answer to one write: done, try again later (network, 5xx, 429), refused for good (4xx), or the
 * survey no longer takes writes from this device: `closed` (submitted; the write came too late and is dropped, the
 * answers already sent stand) or `expired` (the token's session ended; nothing more can be sent).
 */
export type SendResult = "ok" | "retry" | "refused" | "closed" | "expired";

export type SaveQueueOptions = {
  responseId: string;
  store: PendingWriteStore;
  send: (write: PendingWrite) => Promise<SendResult>;
  onStatus?: (status: SaveStatus) => void;
  /** A write the server refused (e.g. a validation error); it is dropped so the queue keeps moving. */
  onRefused?: (write: PendingWrite) => void;
  /** The survey's session expired: every write still queued was dropped (it can never be sent). */
  onExpired?: () => void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
};

const MAX_BACKOFF_MS = 30_000;

/**
 * The survey's write-ahead queue. Every answer is stored locally first, then sent in order; a write that fails
 * for the network stays queued and is retried with backoff, when the browser comes back online, or when the page
 * is opened again. The server ignores stale revisions, so retries are idempotent and a late retry never
 * overwrites a newer answer.
 */
export function createSaveQueue(options: SaveQueueOptions) {
  const { responseId, store, send } = options;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  let seq = 0;
  let flushing: Promise<void> | null = null;
  let failures = 0;
  let retryScheduled = false;
  let status: SaveStatus = "saved";
  let refusedSinceLastSave = false;

  const setStatus = (next: SaveStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };

  async function init() {
    const pending = await store.list(responseId);
    // Never backwards: a write queued while this ran already took the next number.
    seq = Math.max(seq, pending.at(-1)?.seq ?? 0);
    if (pending.length) void flush();
  }

  // Every read-modify-write of the store runs one at a time: two edits merging into the same pending write at once
  // would each start from the same copy and the later put would drop the earlier edit.
  let exclusive: Promise<unknown> = Promise.resolve();
  function locked<T>(task: () => Promise<T>): Promise<T> {
    const run = exclusive.then(task);
    exclusive = run.catch(() => undefined);
    return run;
  }

  /** Queues a write. It may coalesce with the last pending write (survey-writes.ts `coalesce`). */
  async function enqueue(write: TSurveyWrite) {
    await locked(async () => {
      const pending = await store.list(responseId);
      const last = pending.at(-1);
      // Only the tail may absorb the new write: merging into an earlier one would reorder it past later writes.
      const merged = last && !isInFlight(last) ? coalesce(last.write, write) : null;
      if (last && merged) {
        await store.put({ ...last, write: merged });
      } else {
        seq = Math.max(seq, last?.seq ?? 0) + 1;
        await store.put({ seq, responseId, write, queuedAt: now() });
      }
    });
    setStatus("saving");
    return flush();
  }

  let inFlightSeq: number | null = null;
  const isInFlight = (write: PendingWrite) => write.seq === inFlightSeq;

  // Set when a flush is asked for while one runs: the running drain may have listed the store just before a new
  // write landed, so it looks once more before reporting "saved".
  let again = false;

  function flush(): Promise<void> {
    if (flushing) {
      again = true;
      return flushing;
    }
    again = false;
    flushing = drain().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  async function drain() {
    for (;;) {
      // Marked in flight in the same turn it is read, so no edit merges into it from then on.
      const next = await locked(async () => {
        const [first] = await store.list(responseId);
        if (first) inFlightSeq = first.seq;
        return first;
      });
      if (!next && again) {
        again = false;
        continue;
      }
      if (!next) {
        failures = 0;
        setStatus(refusedSinceLastSave ? "error" : "saved");
        return;
      }
      let result: SendResult;
      try {
        result = await send(next);
      } catch {
        result = "retry";
      }
      if (result === "retry") {
        inFlightSeq = null;
        failures++;
        setStatus("offline");
        scheduleRetry();
        return;
      }
      // Removed while still marked in flight, so an edit made now becomes a new write instead of merging into one
      // that is about to be removed.
      await locked(async () => {
        await store.remove(responseId, next.seq);
        inFlightSeq = null;
      });
      if (result === "expired") {
        // Nothing queued can reach the server any more: dropped, not retried forever.
        await locked(async () => {
          for (const row of await store.list(responseId)) await store.remove(responseId, row.seq);
        });
        failures = 0;
        setStatus("error");
        options.onExpired?.();
        return;
      }
      if (result === "refused") {
        refusedSinceLastSave = true;
        options.onRefused?.(next);
      } else if (result === "ok") {
        refusedSinceLastSave = false;
      }
      // `closed`: a write after the submission, dropped; it changes neither "saved" nor an earlier refusal.
      failures = 0;
    }
  }

  function scheduleRetry() {
    if (retryScheduled) return;
    retryScheduled = true;
    const delay = Math.min(1000 * 2 ** Math.min(failures - 1, 5), MAX_BACKOFF_MS);
    setTimer(() => {
      retryScheduled = false;
      void flush();
    }, delay);
  }

  return {
    init,
    enqueue,
    /** Sends what is pending now (e.g. when the browser reports it is back online). */
    flush,
    status: () => status,
    /**
     * The writes not yet confirmed by the server, read after every write queued before this call has reached the
     * store (a write is removed only once the server answered it).
     */
    pending: () => locked(() => store.list(responseId)),
  };
}

export type SaveQueue = ReturnType<typeof createSaveQueue>;

/** A revision number that keeps increasing across reloads of the page: the server keeps the highest. */
export function createRevisionClock(now: () => number = Date.now) {
  let last = 0;
  return () => {
    last = Math.max(last + 1, now());
    return last;
  };
}
