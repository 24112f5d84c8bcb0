import { isSameOrigin } from "@/server/http/same-origin";
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
 * Checks done before Better Auth sees a request, because it doesn't do them for every path: a
 * state-changing call from another site's page is refused (login CSRF), and so is any redirect
 * target off this site, in the query or the JSON body (an open redirect through our mailed links).
 * Returns the refusal, or null to go on.
 */
export async function refuseUnsafeAuthRequest(request: Request, appUrl: string): Promise<Response | null> {
  if (request.method !== "GET" && !isSameOrigin(request, appUrl)) {
    return Response.json(
      { code: "FORBIDDEN_ORIGIN", message: "Cross-site request refused" },
      { status: 403 },
    );
  }
  const targets: unknown[] = [];
  const query = new URL(request.url).searchParams;
  for (const name of REDIRECT_PARAMS) targets.push(...query.getAll(name));
  if (request.headers.get("content-type")?.includes("application/json")) {
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null);
    if (body && typeof body === "object") {
      for (const name of REDIRECT_PARAMS) targets.push((body as Record<string, unknown>)[name]);
    }
  }
  const unsafe = targets.some(
    (t) => t !== undefined && t !== null && (typeof t !== "string" || !isOwnRedirect(t, appUrl)),
  );
  return unsafe
    ? Response.json(
        { code: "INVALID_REDIRECT", message: "Redirect target must be on this site" },
        { status: 400 },
      )
    : null;
}
