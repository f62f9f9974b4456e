import type { Db } from "../db/client.ts";

/** Every background job and its payload. Payloads carry ids only: the job reads the current truth itself. */
export type JobPayloads = {
  "notification-email": { notificationId: string };
  "submission-pdf": { responseId: string };
};
export type JobName = keyof JobPayloads;
export const jobNames = ["notification-email", "submission-pdf"] as const satisfies readonly JobName[];

export type SendOptions = {
  /** At most one job with this key waits in the queue; sending another while it waits adds nothing. */
  singletonKey?: string;
};

/** Enqueues background work. A request commits its own data first, then enqueues (CONVENTIONS: side effects). */
export interface JobQueue {
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<void>;
}

/**
 * The queue of the app running on a database handle. Code deep inside a use case (the submit transaction, a
 * billing event, a dashboard correction) enqueues through the `db` it already holds instead of having a queue
 * threaded through every signature. A handle without a running app (a CLI command) has no queue: its side effects
 * are skipped and logged by the caller. Several apps may run on one handle (a command building its own app beside a
 * test's): the latest one started sends; they all share the same tables.
 */
const queues = new WeakMap<Db, JobQueue[]>();

export function registerJobQueue(db: Db, queue: JobQueue): void {
  queues.set(db, [...(queues.get(db) ?? []), queue]);
}

export function unregisterJobQueue(db: Db, queue: JobQueue): void {
  queues.set(
    db,
    (queues.get(db) ?? []).filter((q) => q !== queue),
  );
}

/** Sends a job through the app on `db`; false when no app runs on it (nothing is sent). */
export async function enqueue<N extends JobName>(db: Db, name: N, data: JobPayloads[N], options?: SendOptions): Promise<boolean> {
  const queue = queues.get(db)?.at(-1);
  if (!queue) return false;
  await queue.send(name, data, options);
  return true;
}
