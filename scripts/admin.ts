/**
 * `npm run admin -- grant you@example.com` / `npm run admin -- revoke you@example.com`: gives an existing
 * account the admin role or takes it back (it is a customer again). The change holds from that user's
 * next request. Opens the shop's own database (DATABASE_URL, else PGlite in DATA_DIR) and migrates it
 * first, like the other scripts. On PGlite stop the shop first: only one process can open its data folder.
 */
import { register } from "node:module";
import { loadConfigOrExit } from "./load-config";

// As in scripts/worker.ts: `server-only` resolves to an empty module outside Next.js.
const serverOnlyHook = `export async function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(serverOnlyHook)}`);

const usage = "Usage: npm run admin -- grant <email>   |   npm run admin -- revoke <email>";
const [command, email, ...rest] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email || rest.length > 0) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfigOrExit();

// PGlite is one process per data folder: a running shop holds it, and a second opener could damage it.
if (!config.DATABASE_URL && (await shopAnswers(config.PORT))) {
  console.error(
    `The shop is running on port ${config.PORT} with the embedded database (PGlite, ${config.DATA_DIR}),` +
      " which only one process may open. Stop it (Ctrl+C), run this again, then start the shop.",
  );
  process.exit(1);
}

const [
  { databaseTargetFromEnv },
  { openDatabase, setDatabaseHandle },
  { migrateDatabase },
  { setRoleByEmail },
] = await Promise.all([
  import("../src/server/db"),
  import("../src/server/db/client"),
  import("../src/server/db/migrate"),
  import("../src/modules/accounts/server"),
]);

let exitCode = 0;
const handle = openDatabase(databaseTargetFromEnv());
try {
  setDatabaseHandle(handle);
  await migrateDatabase(handle);
  const role = command === "grant" ? "admin" : "customer";
  const outcome = await setRoleByEmail(handle.db, email, role);
  if (outcome === "unknown") {
    console.error(`No account with the e-mail ${email}. It has to sign up first (${config.APP_URL}/auth).`);
    exitCode = 1;
  } else if (command === "grant") {
    console.log(outcome === "changed" ? `${email} is now an admin.` : `${email} was already an admin.`);
  } else {
    console.log(
      outcome === "changed"
        ? `${email} is no longer an admin.`
        : `${email} was not an admin; nothing changed.`,
    );
  }
} catch (error) {
  console.error(`Could not change the role: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);

async function shopAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.status > 0;
  } catch {
    return false;
  }
}
