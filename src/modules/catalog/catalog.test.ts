import { beforeEach, describe, expect, it } from "vitest";
import { GET as getProductRoute } from "@/app/api/products/[id]/route";
import { GET as listProductsRoute } from "@/app/api/products/route";
import { invalidateTags } from "@/server/cache";
import { products } from "@/server/db/schema/catalog";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { CATALOG_TAG, listCategories, listProducts, loadCatalog } from "./catalog.server";
import { catalogEntry, filterCatalog } from "./catalog-filter";
import { CATALOG_PAGE_SIZE, type CatalogQuery } from "./catalog-query";
import { seedCatalog } from "./catalog-seed.server";
import { loadCatalogFile } from "./data/catalog-file";
import { seedTestCatalog, testCatalog } from "./testing";
import { productSchema } from "./schema";

const testDb = freshDatabasePerTest();

// The shipped data file is this describe's subject; every other test reads the test catalog, so a new
// shop price or product changes only these (docs/testing.md#the-test-catalog).
describe(`the shipped catalog, seeded (${testEngine})`, () => {
  beforeEach(async () => {
    await seedCatalog(testDb.current);
  });

  it("seeds the five categories and the spec's fallback products 1, 2 and 4", async () => {
    const catalog = await loadCatalog(testDb.current);
    expect(catalog.categories.map((c) => c.slug)).toEqual([
      "business-cards",
      "books",
      "posters",
      "flyers",
      "brochures",
    ]);
    const byId = new Map(catalog.products.map((p) => [p.id, p]));
    expect([1, 2, 4].map((id) => [byId.get(id)?.reference, byId.get(id)?.basePrice])).toEqual([
      ["business-cards-premium", 1999],
      ["photo-book-hardcover", 2499],
      ["a3-poster-premium", 899],
    ]);
    // T-shirts (3), stickers (7) and postcards (8) were removed: Cloudprinter documents no reference for them.
    expect([3, 7, 8].some((id) => byId.has(id))).toBe(false);
    for (const category of catalog.categories) {
      expect(catalog.products.some((p) => p.categorySlug === category.slug)).toBe(true);
    }
  });

  it("lets several starting processes seed at once", async () => {
    const before = await loadCatalog(testDb.current);
    await Promise.all([
      seedCatalog(testDb.current),
      seedCatalog(testDb.current),
      seedCatalog(testDb.current),
    ]);
    expect(await loadCatalog(testDb.current)).toEqual(before);
  });

  it("can seed again at the next start without duplicating anything", async () => {
    const before = await loadCatalog(testDb.current);
    await seedCatalog(testDb.current);
    expect(await loadCatalog(testDb.current)).toEqual(before);
  });

  it("keeps a product removed from the data file: it is staff's once inserted", async () => {
    const file = loadCatalogFile();
    await seedCatalog(testDb.current, {
      ...file,
      products: file.products.filter((product) => product.category !== "brochures"),
    });
    const catalog = await loadCatalog(testDb.current);
    expect(catalog.products.map((p) => p.id)).toContain(6);
    expect(catalog.categories.map((c) => c.slug)).toContain("brochures");
  });
});

describe(`catalog (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it("finds products by words of their name or description in the active language", async () => {
    const names = async (search: string, locale: "en" | "th") =>
      (await listProducts({ locale, search })).items.map((p) => p.reference);
    expect(await names("business CARDS", "en")).toEqual(["business-cards-premium", "business-cards-square"]);
    expect(await names("นามบัตร", "th")).toEqual(["business-cards-premium", "business-cards-square"]);
    expect(await names("casewrap", "en")).toEqual(["photo-book-hardcover"]);
    expect(await names("นามบัตร", "en")).toEqual([]);
    expect(await names("no such thing", "en")).toEqual([]);
  });

  it("filters by category and pages with a total", async () => {
    const posters = await listProducts({ locale: "en", category: "posters" });
    expect(posters.items.map((p) => p.id)).toEqual([4, 9]);
    const firstPage = await listProducts({ locale: "en", limit: 6 });
    expect(firstPage.items).toHaveLength(6);
    expect(firstPage.total).toBe(testCatalog.products.length);
    const secondPage = await listProducts({ locale: "en", offset: 6, limit: 6 });
    expect(secondPage.items.map((p) => p.id)).not.toContain(firstPage.items[0]!.id);
  });

  it("filters in the browser exactly as listProducts does on the server", async () => {
    const queries: [CatalogQuery, "en" | "th"][] = [
      [{ page: 1 }, "en"],
      [{ page: 2 }, "en"],
      [{ category: "posters", page: 1 }, "en"],
      [{ search: "business CARDS", page: 1 }, "en"],
      [{ search: "นามบัตร", page: 1 }, "th"],
      [{ search: "นามบัตร", page: 1 }, "en"],
      [{ category: "books", search: "casewrap", page: 1 }, "en"],
    ];
    for (const [query, locale] of queries) {
      const everything = (await listProducts({ locale })).items.map(catalogEntry);
      const server = await listProducts({ locale, ...query, limit: query.page * CATALOG_PAGE_SIZE });
      const browser = filterCatalog(everything, query);
      expect({ ids: browser.shown.map((e) => e.id), total: browser.total }).toEqual({
        ids: server.items.map((p) => p.id),
        total: server.total,
      });
    }
  });

  it("hides an inactive product", async () => {
    await testDb.current.update(products).set({ active: false });
    await invalidateTags([CATALOG_TAG]);
    expect((await listProducts({ locale: "en" })).total).toBe(0);
    // A category with nothing to show is not listed.
    expect(await listCategories("th")).toHaveLength(0);
  });

  it("stores every option value's provider mapping", async () => {
    const catalog = await loadCatalog(testDb.current);
    const cards = catalog.products.find((p) => p.id === 1)!;
    expect(cards.options.find((o) => o.code === "pack")!.values.map((v) => v.provider)).toEqual([
      { kind: "copies", perUnit: 250 },
      { kind: "copies", perUnit: 500 },
      { kind: "copies", perUnit: 1000 },
    ]);
    expect(catalog.products.find((p) => p.id === 12)?.copiesPerUnit).toBe(250);
  });

  it("answers GET /api/products/{id} in the spec's Product shape in the language of ?lang=", async () => {
    const response = await getProductRoute(new Request("http://shop.test/api/products/1?lang=th"), {
      params: Promise.resolve({ id: "1" }),
    });
    expect(response.status).toBe(200);
    const product = productSchema.parse(await response.json());
    expect(product).toMatchObject({ id: 1, reference: "business-cards-premium", name: "นามบัตรพรีเมียม" });
    expect(product.options[0]).toMatchObject({ id: "finish", name: "การเคลือบผิว" });
    expect(product.options[0]!.values.map((v) => v.priceModifier)).toEqual([0, 200, 500]);
    expect(product.printAreas[0]).toMatchObject({ width: 85, height: 55 });
  });

  it("answers 404 for an unknown or malformed product id", async () => {
    for (const id of ["999", "abc", "1.5", "0", "007"]) {
      const response = await getProductRoute(new Request(`http://shop.test/api/products/${id}`), {
        params: Promise.resolve({ id }),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: "product_not_found" });
    }
  });

  it("lists, searches and pages through GET /api/products", async () => {
    const response = await listProductsRoute(
      new Request("http://shop.test/api/products?q=poster&limit=1"),
      {},
    );
    expect(await response.json()).toMatchObject({ total: 2, limit: 1, products: [{ id: 4 }] });
    const bad = await listProductsRoute(new Request("http://shop.test/api/products?limit=5000"), {});
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: "limit" });
  });
});
