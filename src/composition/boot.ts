import { queueCatalogCheck } from "@/modules/fulfilment/server";
import { closeCacheListener, dropPagesOnInvalidation } from "@/server/cache";
import { databaseTargetFromEnv } from "@/server/db";
import {
  currentDatabaseHandle,
  openDatabase,
  setDatabaseHandle,
  type DatabaseHandle,
} from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import { seedDatabase } from "@/server/db/seed";
import { env } from "@/server/env";
import { assertSafeConfiguration } from "@/server/start-up-safety";
import { createJobRunner, inProcessJobRunner, setInProcessJobRunner } from "@/server/jobs";
import { log } from "@/server/log";
import { exitOnShutdownSignals, onShutdown } from "@/server/shutdown";
import { announceDemoAdmin } from "./demo-admin";
import { seedDemoProducts } from "./demo-products";
import { assertProviderWebhookKey } from "./provider-webhook-key-check";
import { jobRegistrations, recurringJobs } from "./jobs";
import { seeders } from "./seeders";

/**
 * Runs once per server process before it answers requests: config check, migrations, seed data, the
 * demo admin of a shop without accounts, then the in-process job runner. Here, in the composition root, because it wires modules (seeders, job
 * handlers) into the generic infrastructure of src/server (docs/architecture.md).
 */
async function boot(): Promise<void> {
  const config = env();
  // Again here, for a server started without scripts/load-config.ts (bare `next start`).
  assertSafeConfiguration(config, process.env);
  const started = performance.now();
  const handle = currentDatabaseHandle() ?? openDatabase(databaseTargetFromEnv());
  setDatabaseHandle(handle);
  // Closed last, after the requests and jobs that use it (PGlite writes its files on close).
  onShutdown("database", "database", () => closeDatabase(handle));
  onShutdown("database", "cache listener", () => closeCacheListener());
  // The custom server installs this first; under a bare `next start` this is the process's only one.
  exitOnShutdownSignals();
  // Prerendered pages follow every data change, made here or in another process (docs/architecture.md#prerendered-pages).
  dropPagesOnInvalidation();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, seeders);
  log.info(
    { database: handle.kind, dataDir: config.DATA_DIR, ms: Math.round(performance.now() - started) },
    "database migrated and seeded",
  );
  await assertProviderWebhookKey(handle.db);
  // A fresh shop (no accounts yet) gets an admin to sign in with; its password is printed once.
  await announceDemoAdmin(handle.db);
  // With the simulator's demo account, the demo shop also sells T-shirts, stickers and postcards.
  await seedDemoProducts(handle.db);
  // The catalog check against the print provider runs as a job, so start-up never waits for it; until
  // it has run for this connection, everything in the catalog stays orderable.
  await queueCatalogCheck(handle.db, "start-up");
  if (config.JOBS_IN_PROCESS) {
    startInProcessJobs({
      wakeUpUrl: handle.kind === "postgres" ? handle.url : undefined,
      lockSeconds: config.JOB_LOCK_SECONDS,
    });
  }
}

/**
 * Background jobs run inside the web process by default (one machine, PGlite). With
 * JOBS_IN_PROCESS=false only `npm run worker` processes run them. On PostgreSQL the runner also wakes
 * when any process queues a job. At shutdown the runner finishes the jobs in flight (or releases them
 * when time is up) before the server and the database close.
 */
function startInProcessJobs(options: { wakeUpUrl: string | undefined; lockSeconds: number }): void {
  if (inProcessJobRunner()) return;
  const runner = createJobRunner({
    ...options,
    database: () => {
      const current = currentDatabaseHandle();
      if (!current) throw new Error("database closed");
      return current.db;
    },
    jobs: jobRegistrations,
    recurring: recurringJobs,
  });
  setInProcessJobRunner(runner);
  runner.start();
  onShutdown("jobs", "job runner", (signal) => runner.stop({ signal }));
}

/** Closes the handle and forgets it, so nothing reaches for a closed database. */
async function closeDatabase(handle: DatabaseHandle): Promise<void> {
  if (currentDatabaseHandle() === handle) setDatabaseHandle(undefined);
  await handle.close();
}

/** boot(), or stop the process with a readable reason: a half-started shop must not take traffic. */
export async function bootOrExit(): Promise<void> {
  try {
    await boot();
  } catch (error) {
    log.fatal({ err: error }, "start-up failed");
    console.error(`\nPrintGo could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
