// Background work: define a job once (defineJob), enqueue it inside the caller's transaction, register
// its handler (handleJob) with the runners. Which handlers the shop runs is decided in
// src/composition/jobs.ts: infrastructure never imports modules (docs/architecture.md).
export {
  defineJob,
  defineRecurringJob,
  jobDedupeKey,
  type JobDefinition,
  type JobPayload,
  type RecurringJobDefinition,
} from "./define-job";
export { enqueue, enqueueAgain, type EnqueueAgainResult, type EnqueueOptions } from "./enqueue";
export { handleJob, type JobContext, type JobHandler, type JobRegistration } from "./handle-job";
export { createJobRunner, type JobRunner, type JobRunnerOptions } from "./runner";
export { InvalidJobPayloadError, PermanentJobError } from "./errors";
export { defaultBackoff, type Backoff } from "./backoff";
