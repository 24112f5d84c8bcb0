/**
 * Request ids. Ours is always generated here (a client that picks it could forge or collide log
 * lines); a client's own `x-request-id` is kept beside it as `clientReqId`, cleaned and cut short.
 */
export const CLIENT_REQUEST_ID_HEADER = "x-printgo-client-request-id";

const CLIENT_REQUEST_ID_MAX = 64;

export function newRequestId(): string {
  return crypto.randomUUID();
}

/** Printable ASCII only (no spaces, quotes or control characters), at most 64 characters. */
export function sanitizeClientRequestId(value: string | null | undefined): string | undefined {
  const cleaned = (value ?? "").replace(/[^\x21-\x7e]|["\\]/g, "").slice(0, CLIENT_REQUEST_ID_MAX);
  return cleaned === "" ? undefined : cleaned;
}
