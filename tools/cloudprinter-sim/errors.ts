/**
 * CloudCore's error answers (docs/cloudprinter.md §1.5, §1.6): 400s carry `{"error": {"type", "info"}}`; 403, 409
 * and 410 may come with no body at all, which is what the simulator sends so the shop copes with it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type?: string,
    readonly info?: string,
  ) {
    super(info ?? type ?? `HTTP ${status}`);
  }

  /** The JSON body, or undefined for an empty one. */
  body(): { error: { type: string; info: string } } | undefined {
    return this.type ? { error: { type: this.type, info: this.info ?? this.type } } : undefined;
  }
}

export const fail = {
  missing: (path: string) =>
    new ApiError(400, "missing_required_parameter", `The required parameter '${path}' is missing`),
  invalid: (type: string, info: string) => new ApiError(400, type, info),
  /** A status with no body: 403 bad key, 409 not cancelable, 410 / 204 not found. */
  bare: (status: number) => new ApiError(status),
};
