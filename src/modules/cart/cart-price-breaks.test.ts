import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOG_TAG } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { invalidateTags } from "@/server/cache";
import { cartLines } from "@/server/db/schema/cart";
import { products } from "@/server/db/schema/catalog";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { addToCart, changeCartQuantity, type CartActionResult } from "./actions";
import { uploadInThisBrowser } from "./testing";

// The actions read the request's cookies and locale; outside Next.js these stand in.
const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", () => ({ getLocale: async () => request.locale }));
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
nextRequestPerTest();

function cartOf(result: CartActionResult) {
  if (!result.ok) throw new Error(`expected a cart, got ${result.error}`);
  return result.cart;
}

// Premium business cards with gloss in boxes of 500: list 1999 + 200 + 800 = 2999 a box; 5% off from
// 5 boxes, 10% from 10, 15% from 25; sold 1 to 100 boxes (docs/product-rules.md#price-breaks).
const cards = (uploadId: string, quantity: number) => ({
  productId: 1,
  quantity,
  options: { finish: "gloss", pack: "500" },
  files: [{ areaId: "front", uploadId }],
});

describe(`cart price breaks (${testEngine})`, () => {
  let design: string;
  beforeEach(async () => {
    request.locale = "en";
    await seedTestCatalog(testDb.current);
    design = await uploadInThisBrowser(testDb.current, { originalName: "cards.pdf" });
  });

  it("prices a line at its quantity's tier, and says what one unit is", async () => {
    const [line] = cartOf(await addToCart(cards(design, 10))).lines;
    // 2999 × 0.9 = 2699.1 → 2699.
    expect(line).toMatchObject({
      quantity: 10,
      unitPrice: 2699,
      listUnitPrice: 2999,
      percentOff: 10,
      lineTotal: 26990,
      unit: "box of 500 cards",
      minQuantity: 1,
      maxQuantity: 100,
    });
  });

  it("a quantity change in the cart moves the line to the next tier", async () => {
    const [line] = cartOf(await addToCart(cards(design, 24))).lines;
    expect(line).toMatchObject({ unitPrice: 2699, lineTotal: 2699 * 24 });
    const cart = cartOf(await changeCartQuantity({ lineId: line!.id, quantity: 25 }));
    // 2999 × 0.85 = 2549.15 → 2549.
    expect(cart.lines[0]).toMatchObject({
      quantity: 25,
      unitPrice: 2549,
      percentOff: 15,
      lineTotal: 2549 * 25,
    });
    expect(cart.subtotal).toBe(2549 * 25);
    const back = cartOf(await changeCartQuantity({ lineId: line!.id, quantity: 4 }));
    expect(back.lines[0]).toMatchObject({ unitPrice: 2999, percentOff: 0, lineTotal: 2999 * 4 });
  });

  it("adding the same line again adds the quantities and reprices at the tier they reach", async () => {
    await addToCart(cards(design, 3));
    const cart = cartOf(await addToCart(cards(design, 2)));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 5, unitPrice: 2849, percentOff: 5 });
  });

  it("keeps a changed quantity within the product's range", async () => {
    const [line] = cartOf(await addToCart(cards(design, 2))).lines;
    const cart = cartOf(await changeCartQuantity({ lineId: line!.id, quantity: 5000 }));
    expect(cart.lines[0]).toMatchObject({ quantity: 100, percentOff: 15 });
    const [stored] = await testDb.current.select().from(cartLines);
    expect(stored!.quantity).toBe(100);
  });

  it("moves a line into the range when the catalog narrows it, and prices it there", async () => {
    const [line] = cartOf(await addToCart(cards(design, 30))).lines;
    await testDb.current.update(products).set({ maxQuantity: 20 }).where(eq(products.id, 1));
    await invalidateTags([CATALOG_TAG]);
    // Any later look at the cart (here: adding another line) shows and keeps the line at the new maximum.
    const cart = cartOf(await addToCart({ ...cards(design, 1), options: { finish: "matte", pack: "250" } }));
    expect(cart.lines[0]).toMatchObject({ quantity: 20, unitPrice: 2699, lineTotal: 2699 * 20 });
    const stored = await testDb.current.select().from(cartLines).where(eq(cartLines.id, line!.id));
    expect(stored[0]!.quantity).toBe(20);
    await testDb.current
      .update(products)
      .set({ minQuantity: 50, maxQuantity: 100 })
      .where(eq(products.id, 1));
    await invalidateTags([CATALOG_TAG]);
    const raised = cartOf(await changeCartQuantity({ lineId: line!.id, quantity: 1 }));
    expect(raised.lines[0]).toMatchObject({ quantity: 50, unitPrice: 2549 });
  });

  it("names the unit in the visitor's language", async () => {
    request.locale = "th";
    const [line] = cartOf(await addToCart(cards(design, 1))).lines;
    expect(line!.unit).toBe("กล่อง 500 ใบ");
  });
});
