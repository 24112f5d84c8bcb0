import { startGoogleStandIn } from "./google-stand-in";
import { startMailCatcher } from "./mail-catcher";

/**
 * Runs once before the browser tests: the SMTP server the shop mails to and the OpenID Connect
 * provider that stands in for Google. Returns their teardown.
 *
 * Playwright starts the web server before this runs. That is fine: the shop fetches the provider's
 * discovery document when Better Auth is first used (the first page or /api/auth request), which is
 * after this setup; only /api/health is asked before, and it does not touch accounts.
 */
export default async function globalSetup() {
  const stops = [await startMailCatcher(), await startGoogleStandIn()];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
