/**
 * Thrown by a handler when retrying cannot help (the order no longer exists, the provider refused it):
 * the runner marks the job failed at once instead of spending its remaining attempts.
 */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}

/**
 * A payload that does not match its job's schema. From enqueue it is a bug in the caller (nothing is
 * queued); from the runner it means a stored payload no longer matches (queued by an older release, or
 * edited by hand), which no retry can fix, hence a PermanentJobError. The message names the fields,
 * never their values.
 */
export class InvalidJobPayloadError extends PermanentJobError {
  override name = "InvalidJobPayloadError";
}
