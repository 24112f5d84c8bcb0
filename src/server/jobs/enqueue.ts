import type { Executor } from "@/server/db";
import { jobs } from "@/server/db/schema";

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  /** At most one job ever exists per key (e.g. "order-confirmation:<order id>"). */
  dedupeKey?: string;
  /** Not before this time; now when omitted. */
  runAt?: Date;
  /** The table's default (8) when omitted. */
  maxAttempts?: number;
};

/**
 * Queues a job. Pass the transaction that makes the change needing the job: the job then exists if
 * and only if that change was committed (an outbox), so a crash between "save" and "queue" can never
 * lose or invent work. Returns false when a job with the same dedupe key already exists.
 */
export async function enqueueJob(executor: Executor, job: NewJob): Promise<boolean> {
  const inserted = await executor
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts !== undefined ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}
