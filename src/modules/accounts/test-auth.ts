import { eq } from "drizzle-orm";
import { db } from "@/server/db";
import { users } from "@/server/db/schema/accounts";
import { mailOutbox } from "@/server/db/schema/mail";
import { CLIENT_ADDRESS_HEADER, markEdgeInFront } from "@/server/http/edge/edge-headers";
import { env } from "@/server/env";
import { POST, GET } from "@/app/api/auth/[...all]/route";

/*
 * Drives Better Auth through our real route handler (src/app/api/auth/[...all]/route.ts), as a browser
 * would: JSON bodies, cookies carried by hand, a client address per caller for the rate limits.
 */

markEdgeInFront();

export type AuthResponse = { status: number; body: unknown; cookies: string[]; location: string | null };

export type AuthCaller = {
  /** The address the edge resolved (scripts/serve.ts): what rate limits count. */
  address?: string;
  cookie?: string;
  /** The Origin header; null sends none (a non-browser caller). Default: the shop's own origin. */
  origin?: string | null;
  referer?: string;
  /** Headers a client could forge, to prove they are ignored. */
  forwardedFor?: string;
  authClientHeader?: string;
};

export async function callAuth(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  caller: AuthCaller = {},
): Promise<AuthResponse> {
  const appUrl = env().APP_URL;
  const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: caller.address ?? "198.51.100.10" });
  if (caller.origin !== null) headers.set("origin", caller.origin ?? appUrl);
  if (caller.cookie) headers.set("cookie", caller.cookie);
  if (caller.referer) headers.set("referer", caller.referer);
  if (caller.forwardedFor) headers.set("x-forwarded-for", caller.forwardedFor);
  if (caller.authClientHeader) headers.set("x-printgo-auth-client", caller.authClientHeader);
  if (body !== undefined) headers.set("content-type", "application/json");
  const request = new Request(`${appUrl}/api/auth${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  const response = await (method === "GET" ? GET : POST)(request);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return {
    status: response.status,
    body: parsed,
    cookies: response.headers.getSetCookie(),
    location: response.headers.get("location"),
  };
}

/** "name=value; name2=value2" from Set-Cookie lines, as a browser would send them back. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** The link in the newest mail to `to` with this template. */
export async function linkInLatestMail(to: string, template: string): Promise<string> {
  const rows = await db().select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const mail = rows.filter((row) => row.template === template).at(-1);
  if (!mail) throw new Error(`no ${template} mail to ${to}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the ${template} mail`);
  return link;
}

/** Signs up, follows the verification link, and returns the signed-in session's cookie. */
export async function signUpVerified(
  email: string,
  password = "correct horse battery",
  caller: AuthCaller = {},
): Promise<{ cookie: string; userId: string }> {
  await callAuth("POST", "/sign-up/email", { email, password, name: "" }, caller);
  const link = new URL(await linkInLatestMail(email.toLowerCase(), "verify-email"));
  const verified = await callAuth(
    "GET",
    `${link.pathname.replace("/api/auth", "")}${link.search}`,
    undefined,
    caller,
  );
  const [user] = await db().select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user?.emailVerified) throw new Error(`verification failed: ${verified.status}`);
  return { cookie: cookieHeader(verified.cookies), userId: user.id };
}
