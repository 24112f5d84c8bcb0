import { randomBytes } from "node:crypto";
import { afterEach, beforeEach } from "vitest";
import { Client } from "pg";
import { resetProcessCaches } from "@/server/cache";
import { openDatabase, setDatabaseHandle, type Database, type DatabaseHandle } from "@/server/db/client";
import { migrateDatabase } from "@/server/db/migrate";

/** Set per vitest project (see vitest.config.ts). */
export const testEngine: "pglite" | "postgres" =
  process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";

/**
 * A fresh, migrated database for one test: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (created here, dropped afterwards), so the same
 * integration tests prove the same code on both engines.
 */
export async function createTestDatabase(options: { fromEmpty?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = testEngine === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    if (options.fromEmpty) return migratedInMemory();
    // Booting PGlite and migrating costs ~4 s; restoring a migrated snapshot ~0.6 s.
    return openDatabase({ dataDir: null, loadDataDir: await migratedSnapshot() });
  }
  const name = `printgo_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString() });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      // The cache's LISTEN connection to this database goes first, or it would try to reconnect to it.
      resetProcessCaches();
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

let snapshot: Promise<Blob> | undefined;

/** A data directory with every migration applied, made once per test worker. */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const handle = await migratedInMemory();
    const dump = await handle.client.dumpDataDir("none");
    await handle.close();
    return dump;
  })();
  return snapshot;
}

async function migratedInMemory() {
  const handle = openDatabase({ dataDir: null });
  if (handle.kind !== "pglite") throw new Error("expected PGlite");
  await migrateDatabase(handle);
  return handle;
}

async function withAdminClient(url: string, run: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Gives every test in the file its own database, installed as the process database so services that
 * call db() use it, and empties every process cache around each test so none sees another's data.
 * Read `testDb.current` inside tests.
 */
export function freshDatabasePerTest(): { readonly current: Database } {
  let handle: DatabaseHandle | undefined;
  beforeEach(async () => {
    resetProcessCaches();
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
  });
  afterEach(async () => {
    resetProcessCaches();
    setDatabaseHandle(undefined);
    await handle?.close();
    handle = undefined;
  });
  return {
    get current() {
      if (!handle) throw new Error("freshDatabasePerTest: no database outside a test");
      return handle.db;
    },
  };
}
