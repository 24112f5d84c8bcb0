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
  { jobRegistrations },
] = await Promise.all([
  import("../../src/server/db/client"),
  import("../../src/server/db"),
  import("../../src/server/db/migrate"),
  import("../../src/server/jobs"),
  import("../../src/composition/jobs"),
]);

const handle = openDatabase(databaseTargetFromEnv());
setDatabaseHandle(handle);
await migrateDatabase(handle);
// A short lock so jobs a killed process held are retried within the test, not after 5 minutes.
const runner = createJobRunner({
  database: () => handle.db,
  jobs: jobRegistrations,
  lockSeconds: 20,
  batchSize: 10,
  pollIntervalMs: 250,
});
runner.start();
process.send?.({ ready: true });
// Progress for the test, which cannot open the data folder while this process holds it.
const { isNotNull, count } = await import("drizzle-orm");
const { orders } = await import("../../src/server/db/schema");
setInterval(() => {
  void handle.db
    .select({ submitted: count() })
    .from(orders)
    .where(isNotNull(orders.submittedAt))
    .then(([row]) => process.send?.({ submitted: row?.submitted ?? 0 }))
    .catch(() => {});
}, 1000).unref();
process.on("SIGTERM", () => {
  void runner
    .stop()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
