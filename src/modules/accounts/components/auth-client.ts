"use client";
import { passkeyClient } from "@better-auth/passkey/client";
import { adminClient, inferAdditionalFields } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

/**
 * The browser side of Better Auth (docs/accounts.md): sign-in, sign-up, reset, Google and passkeys call
 * /api/auth/* on this same site. The session hook refreshes the session by itself.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [
    passkeyClient(),
    adminClient(),
    inferAdditionalFields({ user: { locale: { type: "string", required: false } } }),
  ],
});
