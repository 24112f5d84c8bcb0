/**
 * Thrown by a handler when retrying cannot help (the payload is invalid, the order no longer exists):
 * the runner marks the job failed at once instead of spending its remaining attempts.
 */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}
