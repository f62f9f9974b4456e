import type { FastifyBaseLogger } from "fastify";
import { PgBoss, type Job } from "pg-boss";
import { isDatabaseUnavailable, type Db } from "../db/client.ts";
import { jobNames, type JobName, type JobPayloads, type JobQueue } from "./job-queue.ts";
import { bossDatabase, JOB_SCHEMA, queueOptions } from "./job-schema.ts";

/**
 * Workers per queue in each process (1 unless named): a book import runs for a minute on a large file, so one agent's
 * does not hold back another's (docs/decisions/036-book-of-business-import.md).
 */
const workConcurrency: Partial<Record<JobName, number>> = { "book-import": 3 };

export type JobHandlers = { [N in JobName]: (data: JobPayloads[N]) => Promise<void> };

export type JobRunner = JobQueue & {
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Runs every job waiting now (and those they enqueue) in this process, one by one, and returns how many ran.
   * Tests use it to run jobs synchronously; the app's workers are off there.
   */
  runQueued(): Promise<number>;
};

/**
 * pg-boss on the app's database: started with the app, stopped (waiting for jobs in flight) when it closes. With
 * `work`, this process also runs the jobs (polling every second). Several processes share the work: each job is
 * fetched by one worker (`FOR UPDATE SKIP LOCKED`), and the queues' `stately` policy (job-schema.ts) keeps one job
 * per singleton key waiting and one running, whichever process sent it.
 */
export function createJobRunner(options: { db: Db; log: FastifyBaseLogger; handlers: JobHandlers; work: boolean }): JobRunner {
  const { db, log, handlers } = options;
  const boss = new PgBoss({ db: bossDatabase(db), schema: JOB_SCHEMA, migrate: true, schedule: false });
  // The database away (restarting): pg-boss reports every poll's failure; one warning per 10 s says it, and its
  // queries retry by themselves. Any other error is logged whole.
  let quietUntil = 0;
  boss.on("error", (error) => {
    if (!isDatabaseUnavailable(error)) return log.error({ err: error }, "job queue error");
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + 10_000;
    log.warn({ code: (error as { code?: unknown }).code }, "job queue: database unavailable; retrying");
  });
  let started: Promise<void> | undefined;

  const run = async <N extends JobName>(name: N, job: Job<JobPayloads[N]>) => {
    try {
      await handlers[name](job.data);
    } catch (error) {
      log.error({ err: error, job: name, jobId: job.id }, "job failed; it will be retried");
      throw error;
    }
  };

  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const boot = async () => {
    await boss.start();
    for (const name of jobNames) await boss.createQueue(name, queueOptions);
    if (options.work) {
      for (const name of jobNames) {
        await boss.work(
          name,
          { pollingIntervalSeconds: 1, localConcurrency: workConcurrency[name] ?? 1 },
          async (jobs: Job<JobPayloads[typeof name]>[]) => {
            for (const job of jobs) await run(name, job);
          },
        );
      }
    }
  };

  const runner: JobRunner = {
    async send(name, data, sendOptions) {
      if (stopped) {
        // A request still in flight while the app closes: what it would enqueue is logged, like a command's.
        log.warn({ job: name, payload: data }, "the job queue has stopped: job not sent");
        return;
      }
      await runner.start();
      if (!started) throw new Error("the job queue is not running");
      await boss.send(name, data, {
        ...(sendOptions?.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions?.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },
    /**
     * Starts the queue. A database that cannot be reached does not stop the app from serving (its health check says
     * so): the error is logged and the start tried again every 5 s.
     */
    async start() {
      if (stopped) return;
      started ??= boot().catch((error: unknown) => {
        log.error({ err: error }, "the job queue could not start; trying again in 5 s");
        started = undefined;
        clearTimeout(retry);
        retry = setTimeout(() => void runner.start(), 5000);
        retry.unref();
      });
      await started;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      if (!started) return;
      await started;
      await boss.stop({ graceful: true, close: false, timeout: 10_000 });
    },
    async runQueued() {
      await runner.start();
      let ran = 0;
      for (let round = 0; round < 50; round++) {
        let found = 0;
        for (const name of jobNames) {
          const jobs = await boss.fetch<JobPayloads[typeof name]>(name, { batchSize: 20 });
          for (const job of jobs) {
            found++;
            try {
              await run(name, job);
              await boss.complete(name, job.id);
            } catch (error) {
              await boss.fail(name, job.id, { message: String(error) });
            }
          }
        }
        ran += found;
        if (found === 0) break;
      }
      return ran;
    },
  };
  return runner;
}
