import { toNextJsHandler } from "better-auth/next-js";
import { auth, withResolvedClientAddress } from "@/modules/accounts/server";

// Better Auth's own HTTP API (sign-up, sign-in, sessions, reset, passkeys, Google): docs/accounts.md.
// Each request first gets the client address our edge resolved, for its rate limits.
function handle(request: Request): Promise<Response> {
  return toNextJsHandler(auth()).POST(withResolvedClientAddress(request));
}

export const GET = handle;
export const POST = handle;
