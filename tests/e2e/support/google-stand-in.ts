/**
 * Google for the browser tests: an OpenID Connect provider (oauth2-mock-server) that the shop finds
 * through GOOGLE_DISCOVERY_URL (playwright.config.ts). It signs in whoever the test names: the test adds
 * `login_hint=<e-mail>` to the authorize URL (page.route), and the tokens issued for that code carry
 * that e-mail, verified, with a subject of its own so two test users are two Google accounts.
 */
import { OAuth2Server } from "oauth2-mock-server";

const PORT = Number(process.env.E2E_GOOGLE_PORT ?? 2527);
/**
 * oauth2-mock-server names itself http://localhost:PORT when it listens on a loopback address: that is
 * the issuer in its tokens and the origin of its authorize page, so the tests use it too.
 */
export const GOOGLE_STAND_IN_ORIGIN = `http://localhost:${PORT}`;
export const GOOGLE_DISCOVERY_URL = `${GOOGLE_STAND_IN_ORIGIN}/.well-known/openid-configuration`;
export const GOOGLE_CLIENT_ID = "printgo-e2e";
export const GOOGLE_CLIENT_SECRET = "printgo-e2e-secret";
/** Listed in ADMIN_EMAILS for the test server: signing in as it makes an admin. */
export const GOOGLE_ADMIN_EMAIL = "admin.google@example.com";
/** Who signs in when a test names nobody. */
const DEFAULT_EMAIL = "google.user@example.com";

/** The name Google gives the account: what the header's user menu shows. */
export const googleNameOf = (email: string) => `Google ${email.split("@")[0]}`;

export async function startGoogleStandIn(): Promise<() => Promise<void>> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const emailByCode = new Map<string, string>();

  server.service.on("beforeAuthorizeRedirect", ({ url }: { url: URL }, req: { url?: string }) => {
    const hint = new URL(req.url ?? "/", GOOGLE_STAND_IN_ORIGIN).searchParams.get("login_hint");
    const code = url.searchParams.get("code");
    if (code) emailByCode.set(code, hint || DEFAULT_EMAIL);
  });

  // Both the access token and the id_token of a code exchange pass here; Better Auth reads the
  // id_token (sub + email), after checking its signature, issuer, audience and nonce.
  server.service.on(
    "beforeTokenSigning",
    (token: { payload: Record<string, unknown> }, req: { body?: { code?: string } }) => {
      const email = emailByCode.get(req.body?.code ?? "") ?? DEFAULT_EMAIL;
      Object.assign(token.payload, {
        sub: `google-${email}`,
        email,
        email_verified: true,
        name: googleNameOf(email),
      });
    },
  );

  await server.start(PORT, "127.0.0.1");
  return () => server.stop();
}
