import type { JobRunner } from "./runner";

/**
 * The job runner of this web process, when jobs run in it (JOBS_IN_PROCESS): started by the composition
 * root at boot, read by the readiness check. On globalThis, like the database handle: Next bundles
 * instrumentation and route handlers separately, and both must see the same runner.
 */
const holder = globalThis as typeof globalThis & { __printgoJobs?: JobRunner };

export function inProcessJobRunner(): JobRunner | undefined {
  return holder.__printgoJobs;
}

/** Installs the process's runner; undefined forgets it (tests). */
export function setInProcessJobRunner(runner: JobRunner | undefined): void {
  holder.__printgoJobs = runner;
}
