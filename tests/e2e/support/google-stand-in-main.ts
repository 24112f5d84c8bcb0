/**
 * The Google stand-in as a process of its own: playwright.config.ts starts it before the shop (its
 * first web server), because the shop reads the discovery document once, when Better Auth starts at
 * boot (it makes the demo admin): a stand-in that came up later left "Continue with Google" out.
 */
import { startGoogleStandIn } from "./google-stand-in";

const stop = await startGoogleStandIn();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void stop().finally(() => process.exit(0)));
}
