/**
 * A CloudCore call that did not succeed, sorted by what the caller can do about it:
 * - "timeout" / "network": no answer; the request may or may not have been applied. Retry.
 * - "http": an answer with a status other than the one expected; `retryable` for 5xx and 429.
 * - "invalid_response": a success status with a body we could not read; treated like a server fault.
 */
export type CloudCoreErrorKind = "timeout" | "network" | "http" | "invalid_response";

export class CloudCoreError extends Error {
  override name = "CloudCoreError";

  constructor(
    readonly kind: CloudCoreErrorKind,
    readonly path: string,
    /** What the provider said, or what went wrong on the way: the `{message}` of our error texts. */
    readonly detail: string,
    readonly status?: number,
    /** The provider's `error.type`, e.g. "missing_required_parameter". */
    readonly type?: string,
  ) {
    super(`Cloudprinter ${path}: ${detail}`);
  }

  /** Worth asking again later: no answer, a server fault, or "slow down". Never 400/403/409/410. */
  get retryable(): boolean {
    if (this.kind !== "http") return true;
    return this.status === undefined || this.status >= 500 || this.status === 429;
  }
}

export function isCloudCoreError(error: unknown): error is CloudCoreError {
  return error instanceof CloudCoreError;
}
