import { queueCatalogCheck } from "@/modules/fulfilment/server";
import { dropPagesOnInvalidation } from "@/server/cache";
import { databaseTargetFromEnv } from "@/server/db";
import { currentDatabaseHandle, openDatabase, setDatabaseHandle } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";
import { seedDatabase } from "@/server/db/seed";
import { env } from "@/server/env";
import { createJobRunner, type JobRunner } from "@/server/jobs";
import { log } from "@/server/log";
import { announceDemoAdmin } from "./demo-admin";
import { jobRegistrations, recurringJobs } from "./jobs";
import { seeders } from "./seeders";

/**
 * Runs once per server process before it answers requests: config check, migrations, seed data, the
 * demo admin of a shop without accounts, then the in-process job runner. Here, in the composition root, because it wires modules (seeders, job
 * handlers) into the generic infrastructure of src/server (docs/architecture.md).
 */
export async function boot(): Promise<void> {
  const config = env();
  const started = performance.now();
  const handle = currentDatabaseHandle() ?? openDatabase(databaseTargetFromEnv());
  setDatabaseHandle(handle);
  // Prerendered pages follow every data change, made here or in another process (docs/architecture.md#prerendered-pages).
  dropPagesOnInvalidation();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, seeders);
  log.info(
    { database: handle.kind, dataDir: config.DATA_DIR, ms: Math.round(performance.now() - started) },
    "database migrated and seeded",
  );
  // A fresh shop (no accounts yet) gets an admin to sign in with; its password is printed once.
  await announceDemoAdmin(handle.db);
  // The catalog check against the print provider runs as a job, so start-up never waits for it; until
  // it has run for this connection, everything in the catalog stays orderable.
  await queueCatalogCheck(handle.db, "start-up");
  if (config.JOBS_IN_PROCESS) startInProcessJobs();
}

const holder = globalThis as typeof globalThis & { __printgoJobs?: JobRunner };

/**
 * Background jobs run inside the web process by default (one machine, PGlite). With
 * JOBS_IN_PROCESS=false only `npm run worker` processes run them. The runner finishes the jobs in
 * flight before the process exits.
 */
function startInProcessJobs(): void {
  if (holder.__printgoJobs) return;
  const runner = createJobRunner({
    database: () => {
      const current = currentDatabaseHandle();
      if (!current) throw new Error("database closed");
      return current.db;
    },
    jobs: jobRegistrations,
    recurring: recurringJobs,
  });
  holder.__printgoJobs = runner;
  runner.start();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void runner.stop().finally(() => process.exit(0)));
  }
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
