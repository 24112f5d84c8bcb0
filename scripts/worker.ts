/**
 * `npm run worker` (`node dist/worker.js`, compiled by `npm run build`; `npx tsx scripts/worker.ts` from
 * the sources): runs background jobs in a process of its own, so the web
 * processes can be started with JOBS_IN_PROCESS=false and jobs scale separately. Any number of workers
 * can run at once: jobs are claimed with FOR UPDATE SKIP LOCKED, never twice.
 *
 * PostgreSQL only: PGlite allows one process per data folder, and the web process holds it.
 */
import { register } from "node:module";
import { loadConfigOrExit } from "./load-config";

// `import "server-only"` in *.server.ts files keeps them out of browser bundles; Next.js resolves it to
// an empty module on the server. Plain Node resolves it to a module that throws, so when this runs from
// the sources it maps it to an empty module too (the compiled worker has none left). Hooks only apply to imports made after they are registered, hence the dynamic
// imports below.
const serverOnlyHook = `export async function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(serverOnlyHook)}`);

const config = loadConfigOrExit({ serving: true, who: "The PrintGo worker" });
if (!config.DATABASE_URL) {
  console.error(
    "\nThe PrintGo worker needs DATABASE_URL (a PostgreSQL server).\n" +
      "Without it the shop uses embedded PGlite, which only one process can open; its web process runs\n" +
      "the jobs itself (JOBS_IN_PROCESS=true, the default), so no worker is needed.\n",
  );
  process.exit(1);
}

const [
  { openDatabase, setDatabaseHandle },
  { migrateDatabase },
  { createJobRunner },
  { jobRegistrations, recurringJobs },
  { log },
  { exitOnShutdownSignals, onShutdown },
] = await Promise.all([
  import("../src/server/db/client"),
  import("../src/server/db/migrate"),
  import("../src/server/jobs"),
  import("../src/composition/jobs"),
  import("../src/server/log"),
  import("../src/server/shutdown"),
]);

const handle = openDatabase({ url: config.DATABASE_URL });
setDatabaseHandle(handle);
// A worker may start before any web process: make sure the tables it reads exist.
await migrateDatabase(handle);

const runner = createJobRunner({
  database: () => handle.db,
  // Woken at once when any process queues a job (LISTEN/NOTIFY), polling every second besides.
  wakeUpUrl: config.DATABASE_URL,
  lockSeconds: config.JOB_LOCK_SECONDS,
  jobs: jobRegistrations,
  recurring: recurringJobs,
  log,
});
runner.start();
log.info({ kinds: jobRegistrations.map((job) => job.name) }, "worker started");

// The web process's shutdown, without a server: running jobs finish (or are released), then the pool closes.
onShutdown("jobs", "job runner", (signal) => runner.stop({ signal }));
onShutdown("database", "database", () => handle.close());
exitOnShutdownSignals();
