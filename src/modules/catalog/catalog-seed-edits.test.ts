import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { products } from "@/server/db/schema/catalog";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { editableProduct, editProduct, type EditableProduct } from "./catalog-edit.server";
import { getStoredProduct } from "./catalog.server";
import { seedCatalog } from "./catalog-seed.server";
import { loadCatalogFile, type CatalogFile } from "./data/catalog-file";
import { productEditInput, type ProductEdit } from "./product-edit";
import { productFormValues } from "./test-product-form";

const testDb = freshDatabasePerTest();

const POSTER = 4;
const stored = async (id = POSTER) => (await editableProduct(testDb.current, id))!;

/** Staff's edit through the same path as the admin's form (its audit callback left out here). */
async function staffEdit(change: (product: EditableProduct) => Partial<ProductEdit>) {
  const product = await stored();
  const edit = productEditInput.parse(productFormValues(product));
  const result = await editProduct(testDb.current, { ...edit, ...change(product) }, async () => {});
  expect(result).toMatchObject({ ok: true, changed: true });
}

/** The data file with product 4 changed by `change`, as a new release would ship it. */
function fileWith(change: (product: CatalogFile["products"][number]) => CatalogFile["products"][number]) {
  const file = loadCatalogFile();
  return {
    ...file,
    products: file.products.map((product) => (product.id === POSTER ? change(product) : product)),
  };
}

describe(`the start-up seed and staff's edits (${testEngine})`, () => {
  beforeEach(async () => {
    await seedCatalog(testDb.current);
  });

  it("a staff price edit survives a restart's seed", async () => {
    await staffEdit((product) => ({
      active: false,
      basePrice: 1250,
      name: { en: "Big Poster", th: "โปสเตอร์ใหญ่" },
      options: [
        {
          code: "paper",
          values: product.options[0]!.values.map((value) => ({
            code: value.code,
            name: value.name,
            priceModifier: value.code === "premium-matte" ? 450 : value.priceModifier,
          })),
        },
      ],
    }));
    const before = await stored();

    await seedCatalog(testDb.current);

    const after = await stored();
    expect(after).toEqual(before);
    expect(after).toMatchObject({ basePrice: 1250, active: false, name: { en: "Big Poster" } });
    expect(after.options[0]!.values[1]).toMatchObject({ code: "premium-matte", priceModifier: 450 });
  });

  it("a size chart staff gave a product of the data file survives a restart's seed", async () => {
    const sizeChart = {
      measures: [{ en: "Width", th: "ความกว้าง" }],
      rows: [{ label: "A3", mm: [297] }],
    };
    await staffEdit(() => ({ sizeChart }));
    await seedCatalog(testDb.current);
    expect((await stored()).sizeChart).toEqual(sizeChart);
    expect((await getStoredProduct(POSTER))?.sizeChart).toEqual(sizeChart);
  });

  it("leaves a product it inserted before alone when the file changes it, edited by staff or not", async () => {
    await staffEdit(() => ({ basePrice: 1250 }));
    const untouched = await stored(9);
    await seedCatalog(
      testDb.current,
      fileWith((product) => ({
        ...product,
        providerReference: "poster_a3_corrected",
        basePrice: 100,
        unit: { en: "large poster", th: "แผ่นใหญ่" },
        priceBreaks: [{ minQuantity: 50, percentOff: 12 }],
        options: [
          {
            ...product.options[0]!,
            values: [
              ...product.options[0]!.values,
              {
                id: "canvas",
                name: { en: "Canvas", th: "แคนวาส" },
                priceModifier: 900,
                provider: { kind: "product" as const, product: "poster_canvas" },
              },
            ],
          },
        ],
      })),
    );
    // Product 9 was never edited and stays as first seeded too: the file is where a database starts.
    const file = loadCatalogFile();
    await seedCatalog(testDb.current, {
      ...file,
      products: file.products.map((product) => (product.id === 9 ? { ...product, basePrice: 777 } : product)),
    });
    expect(await stored(9)).toEqual(untouched);
    const [row] = await testDb.current.select().from(products).where(eq(products.id, POSTER));
    expect(row).toMatchObject({ providerReference: "poster_a3_fc", basePrice: 1250, unit: { en: "poster" } });
    expect((await getStoredProduct(POSTER))?.options[0]!.values.map((value) => value.code)).toEqual([
      "standard",
      "premium-matte",
    ]);
  });

  it("inserts a product the file adds later, with its options and print areas", async () => {
    const file = loadCatalogFile();
    const poster = file.products.find((product) => product.id === POSTER)!;
    await seedCatalog(testDb.current, {
      ...file,
      products: [...file.products, { ...poster, id: 99, reference: "a2-poster" }],
    });
    const added = await getStoredProduct(99);
    expect(added).toMatchObject({ reference: "a2-poster" });
    expect(added?.options.map((option) => option.code)).toEqual(["paper"]);
    expect(added?.printAreas.map((area) => area.code)).toEqual(["front"]);
  });

  it("leaves a product the file no longer has as staff left it, for sale or not", async () => {
    const file = loadCatalogFile();
    await seedCatalog(testDb.current, { ...file, products: file.products.filter((p) => p.id !== POSTER) });
    expect((await stored()).active).toBe(true);
    expect(await getStoredProduct(POSTER)).toBeDefined();
  });
});
