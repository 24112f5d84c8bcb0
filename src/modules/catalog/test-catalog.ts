// Test support: the catalog tests seed and price from, owned by the tests (docs/testing.md#the-test-catalog).
import { eq } from "drizzle-orm";
import { invalidateTags } from "@/server/cache";
import type { Database } from "@/server/db";
import { printAreas, type PrintAreaNeededWith } from "@/server/db/schema/catalog";
import { CATALOG_TAG } from "./catalog.server";
import { seedCatalog } from "./catalog-seed.server";
import { loadCatalogFile, type CatalogFile } from "./data/catalog-file";
import testCatalogJson from "./test-catalog.json";

/**
 * `test-catalog.json`, validated like the shipped `data/catalog.json`. It began as a copy of it and
 * changes only with the tests that read it, so a new shop price never moves a test's figures.
 */
export const testCatalog: CatalogFile = loadCatalogFile(testCatalogJson);

type TestProduct = CatalogFile["products"][number];

/**
 * A product of the test catalog by its reference, with its value's price modifiers by option and
 * value id, so a test can say where a figure comes from: `poster.basePrice + poster.modifier("paper",
 * "premium-matte")`.
 */
export function testProduct(reference: string): TestProduct & {
  modifier: (optionId: string, valueId: string) => number;
} {
  const product = testCatalog.products.find((candidate) => candidate.reference === reference);
  if (!product) throw new Error(`no product "${reference}" in test-catalog.json`);
  return {
    ...product,
    modifier(optionId, valueId) {
      const value = product.options
        .find((option) => option.id === optionId)
        ?.values.find((candidate) => candidate.id === valueId);
      if (!value) throw new Error(`no value ${optionId}=${valueId} on "${reference}" in test-catalog.json`);
      return value.priceModifier;
    },
  };
}

/** Seeds the test catalog, as every start seeds the shipped one. */
export async function seedTestCatalog(database: Database): Promise<void> {
  await seedCatalog(database, testCatalog);
}

/**
 * Makes a seeded product double-sided (docs/product-rules.md#sides): its one print area becomes the
 * front (page 1) and a back of the same size is added (page 2), as the import makes them; the back
 * asked for only with `backNeededWith` when given (a T-shirt's "Front and back").
 */
export async function makeDoubleSided(
  database: Database,
  productId: number,
  backNeededWith: PrintAreaNeededWith | null = null,
): Promise<void> {
  const [front] = await database.select().from(printAreas).where(eq(printAreas.productId, productId));
  if (!front) throw new Error(`product ${productId} has no print area`);
  await database.update(printAreas).set({ filePage: 1 }).where(eq(printAreas.productId, productId));
  await database.insert(printAreas).values({
    productId,
    code: "back",
    name: { en: "Back", th: "ด้านหลัง" },
    widthMm: front.widthMm,
    heightMm: front.heightMm,
    position: front.position + 1,
    filePage: 2,
    neededWith: backNeededWith,
  });
  await invalidateTags([CATALOG_TAG]);
}
