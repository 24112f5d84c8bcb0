import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { printAreas, products } from "@/server/db/schema/catalog";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { seedTestCatalog } from "./testing";

const testDb = freshDatabasePerTest();

/** The statements of migration 0020 that move data (after the three that add its columns and index). */
const dataStatements = readFileSync(
  new URL("../../../drizzle/0020_sides_as_pages.sql", import.meta.url),
  "utf8",
)
  .split("--> statement-breakpoint")
  .slice(3);

const areasOf = (productId: number) =>
  testDb.current
    .select({
      code: printAreas.code,
      name: printAreas.name,
      pages: printAreas.pages,
      filePage: printAreas.filePage,
      widthMm: printAreas.widthMm,
    })
    .from(printAreas)
    .where(eq(printAreas.productId, productId))
    .orderBy(printAreas.position);

describe(`migration 0020: an imported two-page area becomes a front and a back (${testEngine})`, () => {
  it("splits a double-sided imported product's area and leaves every other area as it was", async () => {
    await seedTestCatalog(testDb.current);
    // Product 12 as an imported double-sided postcard was stored before: one area taking two pages.
    await testDb.current.update(products).set({ origin: "provider" }).where(eq(products.id, 12));
    await testDb.current
      .update(printAreas)
      .set({ code: "design", pages: 2, name: { en: "Design", th: "งานออกแบบ" } })
      .where(eq(printAreas.productId, 12));
    // A data-file product with a two-page area keeps it (its design goes to the printer as it is).
    await testDb.current.update(printAreas).set({ pages: 2 }).where(eq(printAreas.productId, 13));
    const before13 = await areasOf(13);
    expect(before13).toHaveLength(1);

    expect(dataStatements).toHaveLength(3);
    for (const statement of dataStatements) await testDb.current.execute(sql.raw(statement));

    expect(await areasOf(12)).toEqual([
      { code: "front", name: { en: "Front", th: "ด้านหน้า" }, pages: 1, filePage: 1, widthMm: 55 },
      { code: "back", name: { en: "Back", th: "ด้านหลัง" }, pages: 1, filePage: 2, widthMm: 55 },
    ]);
    expect(await areasOf(13)).toEqual(before13);
  });

  it("rewrites the demo postcard's description only where it is still the demo's own text", async () => {
    await seedTestCatalog(testDb.current);
    const [demo] = JSON.parse(
      readFileSync(
        new URL("../../../tools/cloudprinter-sim/demo-shop-products.json", import.meta.url),
        "utf8",
      ),
    ).filter((entry: { product: { reference: string } }) => entry.product.reference === "postcards-a6");
    const oldText = {
      en: demo.product.description.en.replace(
        "Upload the front and the back each on its own, as a PDF, JPEG or PNG.",
        "Upload one PDF with two pages: the front, then the back.",
      ),
      th: demo.product.description.th.replace(
        "อัปโหลดด้านหน้าและด้านหลังแยกกัน เป็นไฟล์ PDF, JPEG หรือ PNG",
        "อัปโหลดไฟล์ PDF สองหน้า: หน้าแรกคือด้านหน้า หน้าที่สองคือด้านหลัง",
      ),
    };
    expect(oldText).not.toEqual(demo.product.description);
    const staffText = { en: "Our own words.", th: "คำของเราเอง" };
    await testDb.current
      .update(products)
      .set({ origin: "provider", description: oldText })
      .where(eq(products.id, 12));
    await testDb.current
      .update(products)
      .set({ origin: "provider", description: staffText })
      .where(eq(products.id, 13));

    for (const statement of dataStatements) await testDb.current.execute(sql.raw(statement));

    const descriptionOf = async (id: number) =>
      (
        await testDb.current
          .select({ description: products.description })
          .from(products)
          .where(eq(products.id, id))
      )[0]?.description;
    expect(await descriptionOf(12)).toEqual(demo.product.description);
    expect(await descriptionOf(13)).toEqual(staffText);
  });
});
