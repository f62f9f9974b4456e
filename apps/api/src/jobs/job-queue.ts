import type { TAppLocale } from "@planready/contracts/users";
import type { FastifyBaseLogger } from "fastify";

/** Every background job and its payload. Payloads carry ids only: the job reads the current truth itself. */
export type JobPayloads = {
  "notification-email": { notificationId: string };
  /** `locale` is the reader's language; jobs queued before PDFs had languages carry none (English). */
  "submission-pdf": { responseId: string; locale?: TAppLocale };
  /** One attempt of one webhook delivery (modules/webhooks); the job schedules the next itself. */
  "webhook-delivery": { deliveryId: string };
  /** One attempt of a hand-off to a partner (modules/integrations/integration-delivery.job.ts). */
  "integration-delivery": { deliveryId: string };
  /** One run of a bulk send (modules/bulk-sends/bulk-send.job.ts); it queues its own continuation. */
  "bulk-send": { sendId: string };
  /** One upload of clients into an agent's book (modules/book/book-import.job.ts). */
  "book-import": { importId: string };
};
export type JobName = keyof JobPayloads;
export const jobNames = [
  "notification-email",
  "submission-pdf",
  "webhook-delivery",
  "integration-delivery",
  "bulk-send",
  "book-import",
] as const satisfies readonly JobName[];

export type SendOptions = {
  /**
   * At most one job with this key waits in the queue and one runs, across every process; sending another while one
   * waits adds nothing (the queues' `stately` policy, jobs/job-schema.ts). Jobs sent without a key share the empty key.
   */
  singletonKey?: string;
  /** Not before this time (a retry on its schedule). */
  startAfter?: Date;
};

/**
 * Enqueues background work. A request commits its own data first, then enqueues (CONVENTIONS: side effects). It
 * travels in the dependency bag (`AppDeps.jobs`, core/deps.ts): the app's is its pg-boss runner (job-runner.ts).
 */
export interface JobQueue {
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<void>;
}

/**
 * The queue of a process that runs no app (a CLI command working on the database alone): nothing is sent, each
 * job it would have sent is logged instead, so the operator sees what was skipped.
 */
export function skippingJobQueue(log: Pick<FastifyBaseLogger, "warn">): JobQueue {
  return {
    async send(name, data) {
      log.warn({ job: name, payload: data }, "no job queue in this process: job not sent");
    },
  };
}
