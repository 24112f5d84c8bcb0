/**
 * The shop's background work as `npm start` runs it on a laptop: one process holding the PGlite data
 * folder and running every job kind with the production backoff. test-faults.ts kills it (SIGKILL, no
 * goodbye) and starts another on the same folder: a crash and restart of the shop.
 */
import "./server-only-hook";

const [
  { openDatabase, setDatabaseHandle },
  { databaseTargetFromEnv },
  { migrateDatabase },
  { createJobRunner },
  { jobHandlers },
] = await Promise.all([
  import("../../src/server/db/client"),
  import("../../src/server/db"),
  import("../../src/server/db/migrate"),
  import("../../src/server/jobs"),
  import("../../src/server/jobs/handlers"),
]);

const handle = openDatabase(databaseTargetFromEnv());
setDatabaseHandle(handle);
await migrateDatabase(handle);
// A short lock so jobs a killed process held are retried within the test, not after 5 minutes.
const runner = createJobRunner({
  database: () => handle.db,
  handlers: jobHandlers(),
  lockSeconds: 20,
  batchSize: 10,
  pollIntervalMs: 250,
});
runner.start();
process.send?.("ready");
process.on("SIGTERM", () => {
  void runner
    .stop()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
