// Background work: define a job once (defineJob), enqueue it inside the caller's transaction, register
// its handler (handleJob) with the runners. Which handlers the shop runs is decided in
// src/composition/jobs.ts: infrastructure never imports modules (docs/architecture.md).
export { defineJob, defineRecurringJob, jobDedupeKey, type RecurringJobDefinition } from "./define-job";
export { enqueue, enqueueAgain, type EnqueueAgainResult } from "./enqueue";
export { retryJob } from "./retry";
export { failingJobs, lockJobOfKind } from "./failing";
export { jobByDedupeKey, lockJobByDedupeKey } from "./job-state";
export { handleJob, type JobContext, type JobHandler, type JobRegistration } from "./handle-job";
export { createJobRunner, type JobRunnerHealth, type JobRunnerOptions } from "./runner";
export { inProcessJobRunner, setInProcessJobRunner } from "./in-process-runner";
export { InvalidJobPayloadError, PermanentJobError } from "./errors";
