import "server-only";
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { nextCookies } from "better-auth/next-js";
import { admin, genericOAuth } from "better-auth/plugins";
import { localizedPath } from "@/modules/i18n";
import { db, type Database } from "@/server/db";
import {
  authAccounts,
  authRateLimits,
  passkeys,
  sessions,
  users,
  verifications,
} from "@/server/db/schema/accounts";
import { env } from "@/server/env";
import { AUTH_BASE_PATH, blockedAuthPaths } from "./auth-endpoints";
import { sendAccountMail } from "./auth-mails.server";
import { AUTH_CLIENT_ADDRESS_HEADER } from "./auth-request";
import { authRateLimitRules } from "./auth-rate-limits";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";
import { roleAtSignUp } from "./roles";
import { displayNameFor } from "./display-name";

/** Better Auth's cookie names start with this (`printgo.session_token`); session.server.ts looks for it. */
export const AUTH_COOKIE_PREFIX = "printgo";

/*
 * Better Auth, configured for this shop (docs/accounts.md). It serves its HTTP API at /api/auth/* and
 * keeps users, sessions and tokens in our own database through Drizzle, so PGlite and PostgreSQL
 * behave the same. Every choice below answers a hardening point: see the doc's "Hardening" table.
 */

function buildAuth(database: Database) {
  const config = env();
  const appUrl = new URL(config.APP_URL);
  const google = googleSignIn(config);
  return betterAuth({
    appName: "PrintGo",
    baseURL: config.APP_URL,
    basePath: AUTH_BASE_PATH,
    secret: config.APP_SECRET,
    trustedOrigins: [appUrl.origin],
    database: drizzleAdapter(database, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: authAccounts,
        verification: verifications,
        rateLimit: authRateLimits,
        passkey: passkeys,
      },
    }),
    user: {
      additionalFields: {
        phone: { type: "string", required: false, input: false },
        company: { type: "string", required: false, input: false },
        // Sent by the sign-up form; checked in the hook below (only "en" or "th" is stored).
        locale: { type: "string", required: false, input: true, defaultValue: "en" },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Without it, sign-up would say which e-mails have accounts (it answers the same either way).
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }, request) => sendAccountMail("reset-password", user, url, request),
      // A sign-up for a taken e-mail answers with a made-up account instead of the real one. Built by the
      // same rules as a new account (name, locale, role) and with the admin plugin's fields, so the two
      // answers differ only in id, e-mail and time: a `role: null` would tell a taken e-mail apart.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        ...newAccountFields({ ...coreFields, ...additionalFields }, config.ADMIN_EMAILS),
        banned: false,
        banReason: null,
        banExpires: null,
        id,
      }),
      // The owner of the address learns that someone tried; the visitor sees the usual answer.
      onExistingUserSignUp: ({ user }, request) =>
        sendAccountMail(
          "existing-account",
          user,
          (locale) => `${config.APP_URL}${localizedPath(locale, "/auth")}`,
          request,
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: ({ user, url }, request) => sendAccountMail("verify-email", user, url, request),
    },
    // Tokens in the verifications table are hashed: a database leak does not hand out resets.
    verification: { storeIdentifier: "hashed" },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: { accountLinking: { enabled: true, trustedProviders: ["google"] } },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: authRateLimitRules,
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: appUrl.protocol === "https:",
      // The address scripts/serve.ts resolved from the socket and TRUSTED_PROXIES, copied into this
      // header by the route (src/app/api/auth/[...all]/route.ts); never X-Forwarded-For itself.
      ipAddress: { ipAddressHeaders: [AUTH_CLIENT_ADDRESS_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    // Endpoints the shop doesn't let a browser reach (auth-endpoints.ts): the route already answers
    // 404 for them; Better Auth refuses them too, should its handler ever be mounted elsewhere.
    disabledPaths: blockedAuthPaths,
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({ data: { ...user, ...newAccountFields(user, config.ADMIN_EMAILS) } }),
        },
      },
    },
    plugins: [
      admin({ defaultRole: "customer", adminRoles: ["admin"] }),
      passkey({ rpID: appUrl.hostname, rpName: "PrintGo", origin: appUrl.origin }),
      ...(google ? [google] : []),
      nextCookies(),
    ],
    socialProviders:
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET && !config.GOOGLE_DISCOVERY_URL
        ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
        : undefined,
  });
}

/**
 * What the shop decides for every new account, whatever Better Auth was sent: a display name, one of
 * our languages, the role (docs/accounts.md). Also shapes the made-up answer to a taken e-mail.
 */
function newAccountFields(user: { name: string; email: string; locale?: unknown }, adminEmails: string[]) {
  return {
    name: displayNameFor(user.name, user.email),
    locale: user.locale === "th" ? "th" : "en",
    role: roleAtSignUp(user.email, adminEmails),
  };
}

/**
 * With GOOGLE_DISCOVERY_URL, Google is an OpenID Connect provider found through that document (the
 * stand-in in tests); the provider id stays "google" so accounts and buttons don't change.
 */
function googleSignIn(config: ReturnType<typeof env>) {
  if (!config.GOOGLE_DISCOVERY_URL || !config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return;
  return genericOAuth({
    config: [
      {
        providerId: "google",
        discoveryUrl: config.GOOGLE_DISCOVERY_URL,
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        scopes: ["openid", "email", "profile"],
        pkce: true,
      },
    ],
  });
}

export type Auth = ReturnType<typeof buildAuth>;

// One instance per database and configuration: tests open a fresh database per test
// (src/test/database.ts) and some change the environment (resetProcessCaches re-reads it).
let built: { database: Database; config: ReturnType<typeof env>; auth: Auth } | undefined;

export function auth(): Auth {
  const database = db();
  const config = env();
  if (built?.database !== database || built.config !== config) {
    built = { database, config, auth: buildAuth(database) };
  }
  return built.auth;
}

/** Forgets the instance (tests that change env between cases). */
export function resetAuth(): void {
  built = undefined;
}

/**
 * Whether "Continue with Google" is offered. Either way (Google itself or the OIDC stand-in) the
 * browser calls signIn.social({ provider: "google" }) and Google returns to /api/auth/callback/google.
 */
export function googleSignInEnabled(): boolean {
  const config = env();
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}
