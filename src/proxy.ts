import createMiddleware from "next-intl/middleware";
import { NextRequest, NextResponse } from "next/server";
import { LANGUAGE_COOKIE, PREFERENCE_COOKIE_MAX_AGE, decideLanguage, routing } from "@/modules/i18n";
import { newNonce, pageContentSecurityPolicy } from "@/server/http/content-security-policy";
import { newRequestId } from "@/server/http/request-id";
import { directUrlOrigin } from "@/server/storage/direct-url-origin";

const intlRouting = createMiddleware(routing);

/**
 * The nonce Next renders onto a page's scripts: one placeholder for the life of this process, so a
 * page can be prerendered once and served to everybody. The custom server's edge swaps it for a fresh
 * nonce in every response, header and HTML alike (src/server/http/edge/fresh-nonce.ts). Behind bare
 * `next start`, which has no edge, every page of a process shares this nonce: run `npm start`.
 */
const NONCE_PLACEHOLDER = newNonce();

/** Where previews load from when files are in a bucket; read once, like the rest of the configuration. */
const FILE_ORIGIN = directUrlOrigin(process.env);

export default function proxy(request: NextRequest) {
  // Always ours: a client's x-request-id is kept aside as clientReqId (src/server/http/request-id.ts).
  const requestId = newRequestId();
  const csp = pageContentSecurityPolicy(NONCE_PLACEHOLDER, {
    dev: process.env.NODE_ENV === "development",
    fileOrigin: FILE_ORIGIN,
  });
  const decision = decideLanguage(request.nextUrl, request.cookies.get(LANGUAGE_COOKIE)?.value);

  let response: NextResponse;
  if (decision.action === "redirect") {
    response = NextResponse.redirect(new URL(decision.location, request.url), 307);
    if (decision.rememberLanguage) {
      response.cookies.set(LANGUAGE_COOKIE, decision.rememberLanguage, {
        path: "/",
        maxAge: PREFERENCE_COOKIE_MAX_AGE,
        sameSite: "lax",
        httpOnly: true,
      });
    }
    // The answer depends on the cookie: shared caches must not hand one visitor's redirect to another.
    response.headers.set("Vary", "Cookie");
  } else {
    // next-intl forwards the request's headers, so pages and server actions can log with this id, and
    // Next reads the nonce from the policy on the request and puts it on the scripts it renders.
    const headers = new Headers(request.headers);
    headers.set("x-request-id", requestId);
    headers.set("content-security-policy", csp);
    response = intlRouting(new NextRequest(request, { headers }));
  }
  response.headers.set("x-request-id", requestId);
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  // Pages only: API routes under /api/ (uploads stream 50 MB and must bypass the proxy's 10 MB body
  // limit), stored product pictures under /media/ (no language, any name answered by the route),
  // Next's assets and files with an extension are left alone. The /api page itself is a page.
  matcher: "/((?!api/|media/|_next/|_vercel/|.*\\..*).*)",
};
