import path from "node:path";
import { env } from "@/server/env";
import {
  currentDatabaseHandle,
  openDatabase,
  setDatabaseHandle,
  type Database,
  type DatabaseTarget,
} from "./client";

export type { Database, Executor, Transaction } from "./client";

export function databaseTargetFromEnv(): DatabaseTarget {
  const config = env();
  return config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, "db") };
}

/** The process's database; opened on first use (start-up migrates it before any request). */
export function db(): Database {
  let handle = currentDatabaseHandle();
  if (!handle) {
    handle = openDatabase(databaseTargetFromEnv());
    setDatabaseHandle(handle);
  }
  return handle.db;
}
