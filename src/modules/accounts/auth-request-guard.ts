import { readBodyText } from "@/server/http/read-body";
import { isSameOrigin } from "@/server/http/same-origin";
import { isAllowedAuthPath } from "./auth-endpoints";
import { safeReturnPath } from "./safe-return-path";

/** The parameters through which Better Auth sends a browser somewhere after a step. */
const REDIRECT_PARAMS = ["callbackURL", "redirectTo", "newUserCallbackURL", "errorCallbackURL"] as const;

/**
 * Whether a redirect target stays on this site: a path ("/th/my-account"), or an absolute URL on our
 * own origin. "//evil.example", "https://evil.example" and "/\evil" are refused (docs/accounts.md).
 */
export function isOwnRedirect(target: string, appUrl: string): boolean {
  if (target.startsWith("/")) return safeReturnPath(target, "") !== "";
  try {
    return new URL(target).origin === new URL(appUrl).origin;
  } catch {
    return false;
  }
}

/**
 * The largest body an auth call needs: a passkey's signed answer is a few KB, a sign-up far less.
 * Better Auth reads whatever arrives, so the ceiling is ours (src/server/http/read-body.ts).
 */
const AUTH_BODY_LIMIT_BYTES = 64 * 1024;

export type CheckedAuthRequest = { ok: true; request: Request } | { ok: false; response: Response };

/**
 * Checks done before Better Auth sees a request, because it doesn't do them for every path: only the
 * endpoints the shop uses are reached, any other answers 404 (auth-endpoints.ts); a state-changing call from another site's page is refused (login CSRF), a body over the ceiling is
 * refused, and so is any redirect target off this site, in the query or the JSON body (an open
 * redirect through our mailed links). The body is read once, here; Better Auth gets it buffered.
 */
export async function checkAuthRequest(request: Request, appUrl: string): Promise<CheckedAuthRequest> {
  if (!isAllowedAuthPath(new URL(request.url).pathname)) {
    return {
      ok: false,
      response: Response.json({ code: "NOT_FOUND", message: "Not found" }, { status: 404 }),
    };
  }
  if (request.method !== "GET" && !isSameOrigin(request, appUrl)) {
    const response = Response.json(
      { code: "FORBIDDEN_ORIGIN", message: "Cross-site request refused" },
      { status: 403 },
    );
    return { ok: false, response };
  }
  const targets: unknown[] = [];
  const query = new URL(request.url).searchParams;
  for (const name of REDIRECT_PARAMS) targets.push(...query.getAll(name));
  let buffered = request;
  if (request.method !== "GET" && request.method !== "HEAD") {
    const body = await readBodyText(request, AUTH_BODY_LIMIT_BYTES);
    if (!body.ok) return body;
    if (request.headers.get("content-type")?.includes("application/json")) {
      const json = parseJson(body.text);
      if (json && typeof json === "object") {
        for (const name of REDIRECT_PARAMS) targets.push((json as Record<string, unknown>)[name]);
      }
    }
    buffered = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: body.text,
    });
  }
  const unsafe = targets.some(
    (t) => t !== undefined && t !== null && (typeof t !== "string" || !isOwnRedirect(t, appUrl)),
  );
  if (unsafe) {
    const response = Response.json(
      { code: "INVALID_REDIRECT", message: "Redirect target must be on this site" },
      { status: 400 },
    );
    return { ok: false, response };
  }
  return { ok: true, request: buffered };
}

/** Malformed JSON is Better Auth's to answer (400); here it just names no redirect target. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
