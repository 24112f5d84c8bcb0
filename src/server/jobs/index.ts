// Background work: enqueue inside the caller's transaction, run by any number of runners.
// The shop's handler map lives in ./handlers (imports modules; kept out of here to avoid cycles).
export { enqueueJob, type NewJob } from "./enqueue";
export {
  createJobRunner,
  type JobContext,
  type JobHandler,
  type JobRunner,
  type JobRunnerOptions,
  type RecurringJob,
} from "./runner";
export { PermanentJobError } from "./errors";
export { defaultBackoff, type Backoff } from "./backoff";
