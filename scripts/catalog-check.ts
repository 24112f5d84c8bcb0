/**
 * `npm run catalog:check`: checks the catalog against the print provider
 * (docs/cloudprinter.md §9), stores the report as the shop's latest for that connection, prints it, and
 * exits 1 when a product or option value cannot be printed or a product sells at a loss.
 *
 * The provider is the one the shop would use: CLOUDPRINTER_API_KEY, else the settings staff saved, else
 * the Cloudprinter simulator, which this script starts itself (without persistence) when no key is
 * configured; CLOUDPRINTER_SIM_WITHOUT leaves products or options out of its account, as for the
 * standalone simulator. On PGlite (no DATABASE_URL) stop the shop first: only one process can open the data folder.
 */
import { randomBytes } from "node:crypto";
import { register } from "node:module";
import { loadConfigOrExit } from "./load-config";

// As in scripts/worker.ts: `server-only` resolves to an empty module outside Next.js.
const serverOnlyHook = `export async function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(serverOnlyHook)}`);

const config = loadConfigOrExit();

// No key and no simulator handed over by `npm start`: run one here, like the shop's stand-in does.
let closeSimulator: (() => Promise<void>) | undefined;
if (!config.CLOUDPRINTER_API_KEY && !process.env.CLOUDPRINTER_SIM_BASE_URL) {
  const { startCloudprinterSim } = await import("../tools/cloudprinter-sim/server");
  const { parseCatalogRemovals } = await import("../tools/cloudprinter-sim/account-catalog");
  const apiKey = `cp_sim_${randomBytes(12).toString("hex")}`;
  const sim = await startCloudprinterSim({
    apiKey,
    webhookKey: `cp_signal_${randomBytes(12).toString("hex")}`,
    // CLOUDPRINTER_SIM_WITHOUT=product[:option],… : an account that lacks them, to see the check fail.
    ...parseCatalogRemovals(process.env.CLOUDPRINTER_SIM_WITHOUT ?? ""),
  });
  process.env.CLOUDPRINTER_SIM_BASE_URL = sim.baseUrl;
  process.env.CLOUDPRINTER_SIM_API_KEY = apiKey;
  closeSimulator = () => sim.close();
}

const [
  { databaseTargetFromEnv },
  { openDatabase, setDatabaseHandle },
  { migrateDatabase },
  { seedDatabase },
  { seeders },
  { checkConnectedCatalog, formatCatalogCheck, providerConnection, summarizeCatalogCheck },
] = await Promise.all([
  import("../src/server/db"),
  import("../src/server/db/client"),
  import("../src/server/db/migrate"),
  import("../src/server/db/seed"),
  import("../src/composition/seeders"),
  import("../src/modules/fulfilment/server"),
]);

let exitCode = 0;
const handle = openDatabase(databaseTargetFromEnv());
try {
  setDatabaseHandle(handle);
  await migrateDatabase(handle);
  // The catalog as the shop serves it (seeding is what every start does, and changes nothing twice).
  await seedDatabase(handle.db, seeders);
  const connection = await providerConnection();
  if (!connection) throw new Error("no print provider is configured");
  console.log(`\nCatalog check against Cloudprinter (${connection.environment}, ${connection.baseUrl})\n`);
  const report = (await checkConnectedCatalog({ connection }))!;
  for (const line of formatCatalogCheck(report)) console.log(line ? `  ${line}` : "");
  console.log(`\n  Stored as the latest report for ${report.connection} (${report.checkedAt}).\n`);
  const counts = summarizeCatalogCheck(report);
  exitCode = report.ok && counts.losses === 0 ? 0 : 1;
} catch (error) {
  console.error(
    `\nThe catalog check could not run: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  exitCode = 2;
} finally {
  await handle.close();
  await closeSimulator?.();
}
process.exit(exitCode);
