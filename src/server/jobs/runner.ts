import { and, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db";
import { jobs } from "@/server/db/schema/jobs";
import { listenForNotifications, type NotificationListener } from "@/server/db/notification-listener";
import { log as rootLog, type Logger } from "@/server/log";
import { withoutParams } from "@/server/log-error";
import { defaultBackoff, type Backoff } from "./backoff";
import { claimJobs, type ClaimedJob } from "./claim";
import { jobDedupeKey, type RecurringJobDefinition } from "./define-job";
import { enqueue } from "./enqueue";
import { PermanentJobError } from "./errors";
import type { JobRegistration } from "./handle-job";
import { announceJobs, JOBS_CHANNEL } from "./wake-ups";

export type JobRunnerOptions = {
  /** A function, so the runner follows the process database (tests install a new one per test). */
  database: () => Database;
  /** The kinds this runner claims and how to run each (see handleJob); one registration per kind. */
  jobs: readonly JobRegistration[];
  pollIntervalMs?: number;
  batchSize?: number;
  /** How long a claimed job is ours; a handler must finish well within it or another runner retries it. */
  lockSeconds?: number;
  backoff?: Backoff;
  log?: Logger;
  /** Jobs queued once per period by whichever runner polls first (housekeeping); each needs a registration. */
  recurring?: readonly RecurringJobDefinition[];
  /**
   * The PostgreSQL server to LISTEN on for wake-ups (wake-ups.ts): a job queued by any process starts
   * within moments, not at the next poll. Polling stays, for jobs due later and for missed wake-ups.
   */
  wakeUpUrl?: string | undefined;
};

export type JobRunner = {
  /** Claims one batch of due jobs, runs them, records each outcome; resolves to how many ran. */
  runOnce(): Promise<number>;
  /** Polls until stop(). */
  start(): void;
  /**
   * Stops polling and resolves once the jobs in flight have finished. When `signal` aborts first (the
   * process's shutdown ran out of time), the jobs still running are released: queued again at once for
   * another runner instead of waiting for their lock to lapse, and their late outcomes are not recorded.
   */
  stop(options?: { signal?: AbortSignal }): Promise<void>;
  /**
   * For the readiness check: whether it polls, and when a poll last reached the database. A runner
   * that polls but whose last good poll is older than a few intervals is stuck (or its database is).
   */
  health(): JobRunnerHealth;
  /** Resolves once wake-ups are heard (LISTEN in force); at once without `wakeUpUrl`. */
  listening(): Promise<void>;
};

export type JobRunnerHealth = { polling: boolean; lastPollAt: Date | undefined; pollIntervalMs: number };

const MAX_ERROR_LENGTH = 2000;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, pollIntervalMs = 1000, batchSize = 5, lockSeconds = 300 } = options;
  const backoff = options.backoff ?? defaultBackoff;
  const logger = (options.log ?? rootLog).child({ component: "jobs" });
  const registrations = registrationsByKind(options.jobs, options.recurring ?? []);
  // Only kinds this runner can handle are claimed: others stay queued for a runner (or release) that can.
  const kinds = [...registrations.keys()];
  const inFlight = new Set<Promise<unknown>>();
  // Claimed jobs whose handler has not returned, for release() when a shutdown cannot wait for them.
  const running = new Set<ClaimedJob>();
  const released = new Set<ClaimedJob>();
  let loop: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  // A wake-up that came while a poll was running: poll again at once instead of pausing.
  let wokenDuringPoll = false;
  let listener: NotificationListener | undefined;
  let lastPollAt: Date | undefined;

  function nudge(): void {
    if (wake) wake();
    else wokenDuringPoll = true;
  }

  async function runJob(job: ClaimedJob): Promise<void> {
    const registration = registrations.get(job.kind)!;
    running.add(job);
    let failure: { error: unknown } | undefined;
    try {
      // run() validates the stored payload first: one that no longer matches fails for good (permanent).
      await registration.run(job.payload, {
        jobId: job.id,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
      });
    } catch (error) {
      failure = { error };
    } finally {
      running.delete(job);
    }
    // Released during a shutdown: the row is queued for another runner, whatever this run ended with.
    if (released.has(job)) return;
    if (failure) await recordFailure(job, failure.error);
    else await finish(job, { status: "done", finishedAt: sql`now()`, lockedUntil: null });
  }

  /** Puts the jobs still running back in the queue, due now; the attempt they used stays counted. */
  async function release(): Promise<void> {
    const jobsLeft = [...running];
    for (const job of jobsLeft) released.add(job);
    await Promise.all(
      jobsLeft.map((job) => {
        logger.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts }, "job released at shutdown");
        return finish(job, { status: "queued", runAt: sql`now()`, lockedUntil: null });
      }),
    );
    // Another runner may take them now.
    if (jobsLeft.length > 0) await announceJobs(database()).catch(() => {});
  }

  async function recordFailure(job: ClaimedJob, error: unknown): Promise<void> {
    // Stored in jobs.last_error for staff: a failed query's parameters (customers' details) stay out.
    const message = withoutParams(
      error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    ).slice(0, MAX_ERROR_LENGTH);
    const giveUp = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    // Never the payload: it can hold addresses and e-mails.
    const fields = { jobId: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts };
    if (giveUp) {
      logger.error({ ...fields, err: error }, "job failed for good");
      await finish(job, { status: "failed", lastError: message, finishedAt: sql`now()`, lockedUntil: null });
      return;
    }
    const delaySeconds = Math.max(0, backoff(job.attempts)) / 1000;
    logger.warn({ ...fields, err: error, retryInSeconds: delaySeconds }, "job failed; will retry");
    await finish(job, {
      status: "queued",
      lastError: message,
      runAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      lockedUntil: null,
    });
  }

  /**
   * Records an outcome only if the job is still ours: if our lock lapsed and another runner claimed
   * it again (attempts moved on), that runner owns the row now and we must not overwrite its state.
   */
  async function finish(job: ClaimedJob, values: PgUpdateSetSource<typeof jobs>) {
    try {
      await database()
        .update(jobs)
        .set(values)
        .where(and(eq(jobs.id, job.id), eq(jobs.status, "running"), eq(jobs.attempts, job.attempts)));
    } catch (error) {
      // The job stays 'running' and is claimed again when its lock lapses: at-least-once, never lost.
      logger.error(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, err: error },
        "could not record job outcome",
      );
    }
  }

  // The dedupe key each recurring job was last queued with, so the database is asked once per period.
  const lastQueuedKey = new Map<string, string>();

  /**
   * Queues each recurring job for the current period. Its dedupe key names the period, so however
   * many runners (web processes, workers) poll, one job per period exists.
   */
  async function queueRecurring(): Promise<void> {
    for (const job of options.recurring ?? []) {
      const key = jobDedupeKey(job, {});
      if (lastQueuedKey.get(job.name) === key) continue;
      await enqueue(database(), job, {});
      lastQueuedKey.set(job.name, key);
    }
  }

  async function claimAndRun(): Promise<number> {
    await queueRecurring();
    const claimed = await claimJobs(database(), { kinds, limit: batchSize, lockSeconds });
    await Promise.all(claimed.map(runJob));
    return claimed.length;
  }

  function runOnce(): Promise<number> {
    const run = claimAndRun();
    inFlight.add(run);
    const forget = () => inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        wake = undefined;
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });
  }

  // One sequential loop, so polls never overlap. A full batch suggests more work: poll again at once.
  async function poll(): Promise<void> {
    while (!stopping) {
      let ran = 0;
      try {
        ran = await runOnce();
        lastPollAt = new Date();
      } catch (error) {
        // The database may be restarting; keep polling rather than let background work die silently.
        logger.error({ err: error }, "claiming jobs failed");
      }
      const woken = wokenDuringPoll;
      wokenDuringPoll = false;
      if (!stopping && ran < batchSize && !woken) await pause(pollIntervalMs);
    }
  }

  return {
    runOnce,
    health: () => ({ polling: loop !== undefined && !stopping, lastPollAt, pollIntervalMs }),
    listening: () => listener?.ready ?? Promise.resolve(),
    start() {
      if (loop) return;
      stopping = false;
      // A wake-up or a gap in listening (wake-ups may have been missed) both mean: poll now.
      if (options.wakeUpUrl) {
        listener = listenForNotifications(options.wakeUpUrl, JOBS_CHANNEL, {
          onNotification: nudge,
          onGap: nudge,
        });
      }
      loop = poll();
    },
    async stop({ signal } = {}) {
      stopping = true;
      wake?.();
      const listening = listener;
      listener = undefined;
      await listening?.stop();
      const finished = (async () => {
        await loop;
        loop = undefined;
        await Promise.allSettled([...inFlight]);
      })();
      if (!signal) return finished;
      const aborted = new Promise<"aborted">((resolve) => {
        if (signal.aborted) resolve("aborted");
        else signal.addEventListener("abort", () => resolve("aborted"), { once: true });
      });
      if ((await Promise.race([finished, aborted])) === "aborted") await release();
    },
  };
}

/** Refuses (at start-up, as a bug) two handlers for one kind or a recurring job nobody here would run. */
function registrationsByKind(
  registrations: readonly JobRegistration[],
  recurring: readonly RecurringJobDefinition[],
): Map<string, JobRegistration> {
  const byKind = new Map<string, JobRegistration>();
  for (const registration of registrations) {
    if (byKind.has(registration.name)) throw new Error(`two handlers for the job "${registration.name}"`);
    byKind.set(registration.name, registration);
  }
  for (const job of recurring) {
    if (!byKind.has(job.name)) throw new Error(`the recurring job "${job.name}" has no handler`);
  }
  return byKind;
}
