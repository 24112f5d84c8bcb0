import { toNextJsHandler } from "better-auth/next-js";
import { auth, refuseUnsafeAuthRequest, withResolvedClientAddress } from "@/modules/accounts/server";
import { env } from "@/server/env";

// Better Auth's own HTTP API (sign-up, sign-in, sessions, reset, passkeys, Google): docs/accounts.md.
// Each request is first checked (origin, redirect targets) and gets the client address our edge
// resolved, for Better Auth's rate limits.
async function handle(request: Request): Promise<Response> {
  const refusal = await refuseUnsafeAuthRequest(request, env().APP_URL);
  if (refusal) return refusal;
  return toNextJsHandler(auth()).POST(withResolvedClientAddress(request));
}

export const GET = handle;
export const POST = handle;
