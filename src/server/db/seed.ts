import type { Database } from "./client";

/** A seeder inserts what the shop needs to run and must be idempotent (it runs at every start). */
export type Seeder = (database: Database) => Promise<void>;

export async function seedDatabase(database: Database, seeders: readonly Seeder[]): Promise<void> {
  for (const seeder of seeders) await seeder(database);
}
