import type { UploadErrorCode } from "./schema";

/** A refusal the visitor can act on; the route answers `{ error: code }` with `status`. */
export class UploadError extends Error {
  override name = "UploadError";
  constructor(readonly code: UploadErrorCode) {
    super(code);
  }

  get status(): number {
    return uploadErrorStatus[this.code];
  }
}

const uploadErrorStatus: Record<UploadErrorCode, number> = {
  missing_file: 400,
  unsupported_type: 400,
  unreadable: 400,
  too_many_pixels: 400,
  /** The file needed more time or memory to open than any honest design does. */
  too_complex: 400,
  invalid_request: 400,
  too_large: 413,
  forbidden: 403,
  rate_limited: 429,
  /** Too many files wait for analysis; a 4xx so clients retry rather than report a server fault. */
  busy: 429,
};

export function uploadErrorResponse(code: UploadErrorCode): Response {
  return Response.json(
    { error: code },
    {
      status: uploadErrorStatus[code],
      headers: { "cache-control": "no-store", ...(code === "busy" ? { "retry-after": "10" } : {}) },
    },
  );
}
