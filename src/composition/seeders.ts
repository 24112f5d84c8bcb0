import { seedCatalog } from "@/modules/catalog/server";
import { seedExchangeRates } from "@/modules/money/server";
import type { Seeder } from "@/server/db/seed";

/**
 * What every start inserts, in this order (each seeder is idempotent). Listed here, not in src/server,
 * because the seeders belong to modules, which infrastructure never imports (docs/architecture.md).
 */
export const seeders: readonly Seeder[] = [seedExchangeRates, seedCatalog];
