import { CLIENT_ADDRESS_HEADER } from "@/server/http/edge/edge-headers";

/**
 * The header Better Auth reads the caller's address from (its rate limits and session records). The
 * auth route sets it from the address scripts/serve.ts resolved and drops any value a client sent.
 */
export const AUTH_CLIENT_ADDRESS_HEADER = "x-printgo-auth-client";

/** The request as Better Auth should see it: the client address ours, never the client's claim. */
export function withResolvedClientAddress(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete(AUTH_CLIENT_ADDRESS_HEADER);
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  headers.set(AUTH_CLIENT_ADDRESS_HEADER, address && address !== "" ? address : "unknown");
  return new Request(request, { headers });
}
