import type { Executor } from "@/server/db";
import { jobs } from "@/server/db/schema";
import { jobDedupeKey, parseJobPayload, type JobDefinition, type JobPayload } from "./define-job";
import { InvalidJobPayloadError } from "./errors";

export type EnqueueOptions = {
  /** Not before this time; now when omitted. */
  runAt?: Date;
};

/**
 * Queues a job of `job`'s kind. Pass the transaction that makes the change needing the job: the job
 * then exists if and only if that change was committed (an outbox), so a crash between "save" and
 * "queue" can never lose or invent work. Returns false when a job with the same dedupe key already
 * exists. Throws InvalidJobPayloadError (and queues nothing) when the payload fails the job's schema:
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
  return inserted.length > 0;
}
