import { toNextJsHandler } from "better-auth/next-js";
import { auth, checkAuthRequest, withResolvedClientAddress } from "@/modules/accounts/server";
import { env } from "@/server/env";

// Better Auth's own HTTP API (sign-up, sign-in, sessions, reset, passkeys, Google): docs/accounts.md.
// Each request is first checked (origin, body size, redirect targets) and gets the client address our
// edge resolved, for Better Auth's rate limits.
async function handle(request: Request): Promise<Response> {
  const checked = await checkAuthRequest(request, env().APP_URL);
  if (!checked.ok) return checked.response;
  return toNextJsHandler(auth()).POST(withResolvedClientAddress(checked.request));
}

export const GET = handle;
export const POST = handle;
