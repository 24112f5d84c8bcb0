import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client";

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/** An arbitrary constant: the advisory lock that keeps two starting app processes from migrating at once. */
const MIGRATION_LOCK_ID = 734_117;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // The lock belongs to a session, so lock, migrate and unlock on one dedicated connection.
  const connection = await handle.pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(connection), { migrationsFolder });
  } finally {
    await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    connection.release();
  }
}
