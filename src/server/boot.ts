import { seedCatalogue } from "@/modules/catalog/catalogue-seed.server";
import { seedExchangeRates } from "@/modules/money/server";
import { databaseTargetFromEnv } from "./db";
import { currentDatabaseHandle, openDatabase, setDatabaseHandle } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { seedDatabase } from "./db/seed";
import { env } from "./env";
import { createJobRunner, type JobRunner } from "./jobs";
import { jobHandlers, recurringJobs } from "./jobs/handlers";
import { log } from "./log";

/** Runs once per server process before it answers requests: config check, migrations, seed data. */
export async function boot(): Promise<void> {
  const config = env();
  const started = performance.now();
  const handle = currentDatabaseHandle() ?? openDatabase(databaseTargetFromEnv());
  setDatabaseHandle(handle);
  await migrateDatabase(handle);
  await seedDatabase(handle.db, [seedExchangeRates, seedCatalogue]);
  log.info(
    { database: handle.kind, dataDir: config.DATA_DIR, ms: Math.round(performance.now() - started) },
    "database migrated and seeded",
  );
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
    handlers: jobHandlers(),
    recurring: recurringJobs(),
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
