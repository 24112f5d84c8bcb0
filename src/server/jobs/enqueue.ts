import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { jobs } from "@/server/db/schema/jobs";
import { jobDedupeKey, parseJobPayload, type JobDefinition, type JobPayload } from "./define-job";
import { InvalidJobPayloadError } from "./errors";
import { announceJobs } from "./wake-ups";

export type EnqueueOptions = {
  /** Not before this time; now when omitted. */
  runAt?: Date;
};

/**
 * Queues a job of `job`'s kind. Pass the transaction that makes the change needing the job: the job
 * then exists if and only if that change was committed (an outbox), so a crash between "save" and
 * "queue" can never lose or invent work. Returns false when a job with the same dedupe key already
 * exists. A job due now wakes the runners at commit (wake-ups.ts). Throws InvalidJobPayloadError (and queues nothing) when the payload fails the job's schema:
 * the types already forbid that, so it is a bug to be seen at once, not a job to fail later.
 */
export async function enqueue<Payload extends JobPayload>(
  executor: Executor,
  job: JobDefinition<Payload>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<boolean> {
  const parsed = parseJobPayload(job, payload);
  if (!parsed.ok) throw new InvalidJobPayloadError(parsed.reason);
  const inserted = await executor
    .insert(jobs)
    .values({
      kind: job.name,
      payload: parsed.payload,
      dedupeKey: jobDedupeKey(job, parsed.payload),
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(job.maxAttempts !== undefined ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  if (inserted.length === 0) return false;
  // A job for later is found by the polls; one due now wakes the runners.
  if (!options.runAt || options.runAt.getTime() <= Date.now()) await announceJobs(executor);
  return true;
}

export type EnqueueAgainResult = "queued" | "requeued" | "pending";

/**
 * Queues a job, or runs one that already ran again: staff asking for a second try after fixing the
 * cause (a refused print order, a failed refund). A job with the same key that failed or finished is
 * reset to queued, due now, with its attempts counted from zero; one still queued or running is left
 * alone ("pending"), so a double click never starts the work twice.
 */
export async function enqueueAgain<Payload extends JobPayload>(
  executor: Executor,
  job: JobDefinition<Payload>,
  payload: Payload,
): Promise<EnqueueAgainResult> {
  if (await enqueue(executor, job, payload)) return "queued";
  const parsed = parseJobPayload(job, payload);
  if (!parsed.ok) throw new InvalidJobPayloadError(parsed.reason);
  const reset = await executor
    .update(jobs)
    .set({
      status: "queued",
      attempts: 0,
      runAt: new Date(),
      lockedUntil: null,
      lastError: null,
      finishedAt: null,
    })
    .where(
      and(eq(jobs.dedupeKey, jobDedupeKey(job, parsed.payload)), inArray(jobs.status, ["failed", "done"])),
    )
    .returning({ id: jobs.id });
  if (reset.length === 0) return "pending";
  await announceJobs(executor);
  return "requeued";
}
