import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOG_TAG, seedCatalog } from "@/modules/catalog/server";
import { invalidateTags } from "@/server/cache";
import { cartLines, products, uploads } from "@/server/db/schema";
import { insertTestUpload } from "@/modules/uploads/testing";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { addToCart, changeCartQuantity, removeFromCart, type CartActionResult } from "./actions";

// The actions read the request's cookies and locale; outside Next.js a small jar stands in.
const request = vi.hoisted(() => ({
  locale: "en",
  jar: new Map<string, { value: string; options?: Record<string, unknown> }>(),
}));
vi.mock("next-intl/server", () => ({ getLocale: async () => request.locale }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => request.jar.get(name),
    set: (name: string, value: string, options?: Record<string, unknown>) =>
      request.jar.set(name, { value, options }),
  }),
}));

const testDb = freshDatabasePerTest();

const storedUpload = (name = "design.pdf") => insertTestUpload(testDb.current, { originalName: name });

function cartOf(result: CartActionResult) {
  if (!result.ok) throw new Error(`expected a cart, got ${result.error}`);
  return result.cart;
}

const cards = (uploadIds: string[], extra: Record<string, unknown> = {}) => ({
  productId: 1,
  quantity: 2,
  options: { finish: "gloss", pack: "500" },
  files: uploadIds.map((uploadId) => ({ areaId: "front", uploadId })),
  ...extra,
});

describe(`cart (${testEngine})`, () => {
  beforeEach(async () => {
    request.locale = "en";
    request.jar.clear();
    await seedCatalog(testDb.current);
  });

  it("creates the cart on first add and remembers it in an httpOnly, SameSite=Lax cookie", async () => {
    const cart = cartOf(await addToCart(cards([await storedUpload()])));
    expect(cart).toMatchObject({ itemCount: 2, subtotal: 2999 * 2, droppedLines: [] });
    expect(cart.lines[0]).toMatchObject({
      name: "Premium Business Cards",
      unitPrice: 2999,
      quantity: 2,
      lineTotal: 5998,
      options: [
        { name: "Finish", value: "Gloss" },
        { name: "Cards per box", value: "500 cards" },
      ],
      files: [{ name: "design.pdf", kind: "pdf" }],
    });
    expect(request.jar.get("cart")?.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/" });
  });

  it("adds to the existing line when product, options and files match", async () => {
    const file = await storedUpload();
    await addToCart(cards([file]));
    const cart = cartOf(
      await addToCart(cards([file], { quantity: 3, options: { pack: "500", finish: "gloss" } })),
    );
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(5);
  });

  it("keeps a separate line when an option or a file differs", async () => {
    const file = await storedUpload();
    await addToCart(cards([file]));
    await addToCart(cards([file], { options: { finish: "matte", pack: "500" } }));
    const cart = cartOf(await addToCart(cards([await storedUpload("other.pdf")])));
    expect(cart.lines).toHaveLength(3);
    expect(cart.itemCount).toBe(6);
  });

  it("reads a non-numeric quantity as the minimum and caps at the product's maximum, also when merging", async () => {
    // Premium business cards are sold 1 to 100 boxes.
    const file = await storedUpload();
    expect(cartOf(await addToCart(cards([file], { quantity: "abc" }))).lines[0]!.quantity).toBe(1);
    expect(cartOf(await addToCart(cards([file], { quantity: 5000 }))).lines[0]!.quantity).toBe(100);
  });

  it("refuses a missing option with its name, no files, an unknown file and an unknown product", async () => {
    const file = await storedUpload();
    expect(await addToCart(cards([file], { options: { finish: "gloss" } }))).toEqual({
      ok: false,
      error: "missingOption",
      optionName: "Cards per box",
    });
    expect(await addToCart(cards([]))).toEqual({ ok: false, error: "noFiles" });
    expect(await addToCart(cards([crypto.randomUUID()]))).toEqual({ ok: false, error: "noFiles" });
    expect(await addToCart(cards([file], { productId: 999 }))).toEqual({
      ok: false,
      error: "productNotFound",
    });
    expect(await addToCart({ productId: "1; drop table carts" })).toEqual({ ok: false, error: "invalid" });
    expect(request.jar.has("cart")).toBe(false);
  });

  it("sets a quantity, and removes the line at zero or below", async () => {
    const cart = cartOf(await addToCart(cards([await storedUpload()])));
    const lineId = cart.lines[0]!.id;
    expect(cartOf(await changeCartQuantity({ lineId, quantity: 7 })).lines[0]!.quantity).toBe(7);
    expect(cartOf(await changeCartQuantity({ lineId, quantity: -1 })).lines).toEqual([]);
  });

  it("removes a line, and never touches another visitor's line", async () => {
    const mine = cartOf(await addToCart(cards([await storedUpload()])));
    const myCookie = request.jar.get("cart")!;
    request.jar.clear();
    const theirs = cartOf(await addToCart(cards([await storedUpload()])));
    // A visitor who knows another cart's line id still only changes their own cart.
    expect(cartOf(await removeFromCart({ lineId: mine.lines[0]!.id })).lines).toHaveLength(1);
    request.jar.set("cart", myCookie);
    expect(cartOf(await changeCartQuantity({ lineId: theirs.lines[0]!.id, quantity: 0 })).lines).toHaveLength(
      1,
    );
    expect(cartOf(await removeFromCart({ lineId: mine.lines[0]!.id })).lines).toEqual([]);
  });

  it("recomputes prices from the catalog every time", async () => {
    const cart = cartOf(await addToCart(cards([await storedUpload()])));
    await testDb.current.update(products).set({ basePrice: 2500 }).where(eq(products.id, 1));
    await invalidateTags([CATALOG_TAG]);
    const again = cartOf(await changeCartQuantity({ lineId: cart.lines[0]!.id, quantity: 2 }));
    expect(again.lines[0]!.unitPrice).toBe(2500 + 200 + 800);
  });

  it("drops a line whose file or product disappeared, with a notice, instead of failing", async () => {
    const file = await storedUpload();
    await addToCart(cards([file]));
    const kept = cartOf(
      await addToCart({
        ...cards([await storedUpload()]),
        productId: 4,
        options: { paper: "premium-matte" },
      }),
    );
    expect(kept.lines).toHaveLength(2);
    await testDb.current.delete(uploads).where(eq(uploads.id, file));
    await testDb.current.update(products).set({ active: false }).where(eq(products.id, 4));
    await invalidateTags([CATALOG_TAG]);
    const cart = cartOf(await changeCartQuantity({ lineId: kept.lines[1]!.id, quantity: 3 }));
    expect(cart.lines).toEqual([]);
    expect(cart.droppedLines).toEqual(["Premium Business Cards", ""]);
    expect(await testDb.current.select().from(cartLines)).toEqual([]);
  });
});
