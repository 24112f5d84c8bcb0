"use client";
import { passkeyClient } from "@better-auth/passkey/client";
import { inferAdditionalFields } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * The browser side of Better Auth (docs/accounts.md): sign-in, sign-up, reset, Google and passkeys call
 * /api/auth/* on this same site. The session hook refreshes the session by itself.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  // Without this, a sign-in that names a callbackURL is followed by a full page load, which drops the
  // "Welcome back!" toast and the client router's state. The forms navigate themselves (router.push);
  // "Continue with Google" sends the browser to the URL Better Auth answers with.
  disableDefaultFetchPlugins: true,
  // No adminClient: the admin plugin's HTTP endpoints answer 404 (auth-endpoints.ts); staff work goes
  // through our own actions.
  plugins: [
    passkeyClient(),
    inferAdditionalFields({ user: { locale: { type: "string", required: false } } }),
  ],
});
