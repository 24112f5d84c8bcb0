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

  it("a product not yet edited still follows the data file", async () => {
    await staffEdit(() => ({ basePrice: 1250 }));
    await seedCatalog(
      testDb.current,
      (() => {
        const file = loadCatalogFile();
        return {
          ...file,
          products: file.products.map((product) =>
            product.id === 9
              ? { ...product, basePrice: 777, name: { en: "A4 Print", th: "ภาพพิมพ์ A4" } }
              : product,
          ),
        };
      })(),
    );
    expect(await stored(9)).toMatchObject({ basePrice: 777, name: { en: "A4 Print" }, editedAt: null });
    expect((await getStoredProduct(9))?.basePrice).toBe(777);
    expect((await stored()).basePrice).toBe(1250);
  });

  it("still gives an edited product the file's print mapping, new values and reference data", async () => {
    await staffEdit(() => ({ basePrice: 1250 }));
    await seedCatalog(
      testDb.current,
      fileWith((product) => ({
        ...product,
        providerReference: "poster_a3_corrected",
        basePrice: 100,
        options: [
          {
            ...product.options[0]!,
            values: [
              ...product.options[0]!.values.map((value) =>
                value.id === "standard"
                  ? { ...value, provider: { kind: "product" as const, product: "poster_x" } }
                  : value,
              ),
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
    const [row] = await testDb.current.select().from(products).where(eq(products.id, POSTER));
    expect(row).toMatchObject({ providerReference: "poster_a3_corrected", basePrice: 1250 });
    const stored4 = await getStoredProduct(POSTER);
    expect(
      stored4?.options[0]!.values.map((value) => [value.code, value.priceModifier, value.provider.kind]),
    ).toEqual([
      ["standard", 0, "product"],
      ["premium-matte", 300, "options"],
      ["canvas", 900, "product"],
    ]);
  });

  it("gives an edited product the file's unit and quantity range, and keeps the price breaks staff set", async () => {
    await staffEdit(() => ({ basePrice: 1250, priceBreaks: [{ minQuantity: 40, percentOff: 8 }] }));
    await seedCatalog(
      testDb.current,
      fileWith((product) => ({
        ...product,
        unit: { en: "large poster", th: "แผ่นใหญ่" },
        minQuantity: 2,
        maxQuantity: 500,
        priceBreaks: [{ minQuantity: 50, percentOff: 12 }],
      })),
    );
    const [row] = await testDb.current.select().from(products).where(eq(products.id, POSTER));
    expect(row).toMatchObject({
      basePrice: 1250,
      unit: { en: "large poster", th: "แผ่นใหญ่" },
      minQuantity: 2,
      maxQuantity: 500,
      priceBreaks: [{ minQuantity: 40, percentOff: 8 }],
    });
    expect((await getStoredProduct(POSTER))?.priceBreaks).toEqual([{ minQuantity: 40, percentOff: 8 }]);
  });

  it("gives a product staff never edited the file's new price breaks", async () => {
    await seedCatalog(
      testDb.current,
      fileWith((product) => ({ ...product, priceBreaks: [{ minQuantity: 50, percentOff: 12 }] })),
    );
    expect((await stored()).priceBreaks).toEqual([{ minQuantity: 50, percentOff: 12 }]);
  });

  it("keeps price breaks staff removed removed", async () => {
    await staffEdit(() => ({ priceBreaks: [] }));
    await seedCatalog(testDb.current);
    expect((await stored()).priceBreaks).toEqual([]);
  });

  it("makes an edited product the file no longer has inactive", async () => {
    await staffEdit(() => ({ basePrice: 1250 }));
    const file = loadCatalogFile();
    await seedCatalog(testDb.current, { ...file, products: file.products.filter((p) => p.id !== POSTER) });
    expect((await stored()).active).toBe(false);
    expect(await getStoredProduct(POSTER)).toBeUndefined();
  });
});
