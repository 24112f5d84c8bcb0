import { and, desc, eq, gt, like, or } from "drizzle-orm";
import type { Executor, Transaction } from "@/server/db";
import { jobs } from "@/server/db/schema/jobs";

/** Kinds starting with `prefix` ("mail." for every mail job). */
const ofKinds = (prefix: string) => like(jobs.kind, `${prefix}%`);

/**
 * Jobs of the given kinds that failed for good, or were queued again after a failed attempt; newest
 * first, at most `limit`.
 */
export function failingJobs(executor: Executor, kindPrefix: string, limit: number) {
  return executor
    .select({
      id: jobs.id,
      kind: jobs.kind,
      status: jobs.status,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      lastError: jobs.lastError,
      runAt: jobs.runAt,
      finishedAt: jobs.finishedAt,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(
      and(
        ofKinds(kindPrefix),
        or(eq(jobs.status, "failed"), and(eq(jobs.status, "queued"), gt(jobs.attempts, 0))),
      ),
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

/** The job of the given kinds, locked until the caller's transaction ends; undefined if there is none. */
export async function lockJobOfKind(tx: Transaction, id: number, kindPrefix: string) {
  const [job] = await tx
    .select({ kind: jobs.kind, status: jobs.status, attempts: jobs.attempts })
    .from(jobs)
    .where(and(eq(jobs.id, id), ofKinds(kindPrefix)))
    .for("update");
  return job;
}
