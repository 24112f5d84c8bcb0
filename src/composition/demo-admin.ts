import { createDemoAdminIfNoUsers } from "@/modules/accounts/server";
import type { Database } from "@/server/db";
import { env } from "@/server/env";
import { log } from "@/server/log";

/**
 * At start-up, on a database without accounts: makes the demo admin and prints its password once, to
 * the console only (never the structured log, which may be shipped elsewhere). It can't be shown
 * again: the database keeps only Better Auth's hash. `print` is replaceable for tests.
 */
export async function announceDemoAdmin(
  database: Database,
  print: (text: string) => void = (text) => console.log(text),
): Promise<boolean> {
  const made = await createDemoAdminIfNoUsers(database);
  if (!made) return false;
  log.info({ email: made.email }, "demo admin created (password printed to the console once)");
  print(
    [
      "",
      "  A demo admin was created for this new shop. The password is shown only this once:",
      `    sign in at  ${env().APP_URL}/auth`,
      `    e-mail      ${made.email}`,
      `    password    ${made.password}`,
      "  Change it after signing in, or make your own account admin: npm run admin -- grant you@example.com",
      "",
    ].join("\n"),
  );
  return true;
}
