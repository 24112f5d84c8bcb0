import { mkdirSync } from "node:fs";
import path from "node:path";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { Pool } from "pg";
import { log } from "../log";
import * as schema from "./schema";

/** One type for both drivers: services never know whether they run on PGlite or a server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of either driver, for services that must write inside the caller's transaction. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Where a query can run: the database itself or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle =
  | { kind: "pglite"; db: Database; client: PGlite; close: () => Promise<void> }
  | { kind: "postgres"; db: Database; pool: Pool; url: string; close: () => Promise<void> };

/** A server URL, or a PGlite data folder (in memory when null), optionally started from a dump. */
export type DatabaseTarget = { url: string } | { dataDir: string | null; loadDataDir?: Blob };

/**
 * PGlite's own start parameters, plus a smaller buffer pool: Postgres's default 128 MB of shared
 * buffers all become resident memory of the shop's one process, while the embedded shop's data is a
 * few megabytes and its files stay in the kernel's page cache anyway. 32 MB took about 95 MB off the
 * server's memory (docs/architecture.md#memory). Given as start parameters, not `postgresqlconf`,
 * which would overwrite the data folder's postgresql.conf (its UTC time zone with it).
 */
export const PGLITE_SHARED_BUFFERS = "32MB";
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/** Opens PGlite in `dataDir` or a node-postgres pool for `url`. */
export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if ("url" in target) {
    const pool = new Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (restart, failover, a dropped database) emits 'error' on
    // the pool; unhandled, that would crash the process. The pool replaces the connection itself.
    pool.on("error", (error) => log.warn({ err: error }, "idle database connection closed by the server"));
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: "postgres",
      pool,
      // Kept for connections outside the pool: the cache's LISTEN client (src/server/cache).
      url: target.url,
      close: () => pool.end(),
    };
  }
  // PGlite does not create parent folders.
  if (target.dataDir) mkdirSync(path.dirname(target.dataDir), { recursive: true });
  const client = new PGlite({
    dataDir: target.dataDir ?? undefined,
    loadDataDir: target.loadDataDir,
    // The admin's partial, case-insensitive order search uses trigram indexes (migration 0010).
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: "pglite",
    client,
    close: () => client.close(),
  };
}

/**
 * The process-wide handle lives on globalThis: Next.js bundles instrumentation and routes separately,
 * and PGlite allows one process per data folder, so there must be exactly one instance.
 */
const holder = globalThis as typeof globalThis & { __printgoDb?: DatabaseHandle };

export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  holder.__printgoDb = handle;
}

export function currentDatabaseHandle(): DatabaseHandle | undefined {
  return holder.__printgoDb;
}
