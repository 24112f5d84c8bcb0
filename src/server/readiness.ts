import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { currentDatabaseHandle } from "./db/client";
import { isDatabaseReachable } from "./db/health";
import { migrationsFolder } from "./db/migrate";
import { env } from "./env";
import { inProcessJobRunner, type JobRunnerHealth } from "./jobs";
import { log } from "./log";
import { fileStorage } from "./storage";

/*
 * Readiness (`/api/ready`): may this process take traffic? `/api/health` answers "alive" (the process
 * and its database answer) and stays cheap for a liveness probe; readiness also checks what a request
 * needs to succeed: every migration applied, the file store writable, and, where jobs run in this
 * process, a job runner that is polling. A load balancer sends traffic only to ready instances; an
 * instance still migrating, or whose disk is full, answers 503 with the part that failed.
 */

export type CheckResult = { ok: boolean; detail: string };
export type Readiness = { ready: boolean; checks: Record<string, CheckResult> };

/** A runner is stuck when its last good poll is older than this many poll intervals (and 30 s). */
const STALE_POLLS = 10;

async function database(): Promise<CheckResult> {
  const handle = currentDatabaseHandle();
  if (!handle) return { ok: false, detail: "not open yet" };
  return (await isDatabaseReachable(handle.db))
    ? { ok: true, detail: handle.kind }
    : { ok: false, detail: `${handle.kind} does not answer` };
}

let shippedMigrations: number | undefined;

/** How many migrations this build ships (drizzle/meta/_journal.json): read once, it can't change. */
function shipped(): number {
  shippedMigrations ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries.length;
  return shippedMigrations;
}

/** Applied (drizzle's own table) against the migrations this build ships. */
async function migrations(): Promise<CheckResult> {
  const handle = currentDatabaseHandle();
  if (!handle) return { ok: false, detail: "no database" };
  const shippedCount = shipped();
  try {
    const result = await handle.db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    const applied = Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
    return { ok: applied >= shippedCount, detail: `${applied} of ${shippedCount} applied` };
  } catch {
    return { ok: false, detail: `none of ${shippedCount} applied` };
  }
}

const PROBE_KEY = `readiness/${process.pid}`;
let lastStorageCheck: { at: number; result: Promise<CheckResult> } | undefined;

/**
 * Writes and removes a small file, as an upload would. Kept for 10 s, so a probe every second costs a
 * write every ten (with object storage, each one is a request).
 */
function storage(now = Date.now()): Promise<CheckResult> {
  if (lastStorageCheck && now - lastStorageCheck.at < 10_000) return lastStorageCheck.result;
  const result = (async (): Promise<CheckResult> => {
    try {
      const store = fileStorage();
      await store.write(PROBE_KEY, Readable.from([Buffer.from("ready")]));
      await store.delete(PROBE_KEY);
      return { ok: true, detail: "writable" };
    } catch (error) {
      // The reason (a path, a bucket name) is for the operator's log, not for whoever asks /api/ready.
      log.warn({ err: error }, "readiness: the file store is not writable");
      return { ok: false, detail: "not writable (see the log)" };
    }
  })();
  lastStorageCheck = { at: now, result };
  return result;
}

/** Whether a runner's polls are recent enough, as one line. */
export function jobRunnerCheck(health: JobRunnerHealth | undefined, now = new Date()): CheckResult {
  if (!health) return { ok: false, detail: "not started" };
  if (!health.polling) return { ok: false, detail: "stopped" };
  if (!health.lastPollAt) return { ok: true, detail: "starting" };
  const ageMs = now.getTime() - health.lastPollAt.getTime();
  const limitMs = Math.max(30_000, STALE_POLLS * health.pollIntervalMs);
  return ageMs <= limitMs
    ? { ok: true, detail: "polling" }
    : { ok: false, detail: `no poll reached the database for ${Math.round(ageMs / 1000)} s` };
}

export async function readiness(): Promise<Readiness> {
  const [databaseCheck, migrationsCheck, storageCheck] = await Promise.all([
    database(),
    migrations(),
    storage(),
  ]);
  const checks: Record<string, CheckResult> = {
    database: databaseCheck,
    migrations: migrationsCheck,
    storage: storageCheck,
  };
  // A web process with JOBS_IN_PROCESS=false runs no jobs: its readiness doesn't depend on them.
  if (env().JOBS_IN_PROCESS) checks.jobs = jobRunnerCheck(inProcessJobRunner()?.health());
  return { ready: Object.values(checks).every((check) => check.ok), checks };
}
