import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOG_TAG } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { invalidateTags } from "@/server/cache";
import { cartLines } from "@/server/db/schema/cart";
import { products } from "@/server/db/schema/catalog";
import { uploads } from "@/server/db/schema/uploads";
import { insertTestUpload } from "@/modules/uploads/testing";
import { uploadInThisBrowser } from "./testing";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import en from "../../../messages/en.json";
import th from "../../../messages/th.json";
import { addToCart, changeCartQuantity, removeFromCart, type CartActionResult } from "./actions";

// The actions read the request's cookies and locale; outside Next.js these stand in.
const request = vi.hoisted(() => ({ locale: "en" }));
vi.mock("next-intl/server", () => ({ getLocale: async () => request.locale }));
vi.mock("next/headers", () => import("@/test/next-headers"));

// What the actions log: a refused input is the visitor's mistake, never an error with a stack.
const logged = vi.hoisted(() => ({ error: [] as unknown[] }));
vi.mock("@/server/http/request-logger", () => ({
  requestLogger: async () => ({
    error: (...args: unknown[]) => logged.error.push(args),
    warn: () => undefined,
    info: () => undefined,
  }),
}));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest();

/** A design uploaded in this browser (it makes the cart and its cookie, as the upload route does). */
const storedUpload = (name = "design.pdf") => uploadInThisBrowser(testDb.current, { originalName: name });

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
    logged.error = [];
    await seedTestCatalog(testDb.current);
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
    expect(nextRequest.jar.get("cart")?.options).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
    });
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
    expect(await testDb.current.select().from(cartLines)).toEqual([]);
  });

  it("refuses an upload id from another cart, as if there were no file", async () => {
    const theirs = await storedUpload("theirs.pdf");
    nextRequest.jar.clear();
    const mine = await storedUpload("mine.pdf");
    expect(await addToCart(cards([theirs]))).toEqual({ ok: false, error: "noFiles" });
    // A file the visitor never uploaded anywhere (no cart) is no file either.
    const unowned = await insertTestUpload(testDb.current);
    expect(await addToCart(cards([unowned]))).toEqual({ ok: false, error: "noFiles" });
    expect(await testDb.current.select().from(cartLines)).toEqual([]);
    expect(cartOf(await addToCart(cards([mine]))).lines[0]!.files).toEqual([
      expect.objectContaining({ name: "mine.pdf" }),
    ]);
  });

  it("refuses another visitor's upload even to a visitor without a cart, and makes none", async () => {
    const theirs = await storedUpload();
    nextRequest.jar.clear();
    expect(await addToCart(cards([theirs]))).toEqual({ ok: false, error: "noFiles" });
    expect(nextRequest.jar.has("cart")).toBe(false);
  });

  it("sets a quantity, and removes the line at zero or below", async () => {
    const cart = cartOf(await addToCart(cards([await storedUpload()])));
    const lineId = cart.lines[0]!.id;
    expect(cartOf(await changeCartQuantity({ lineId, quantity: 7 })).lines[0]!.quantity).toBe(7);
    expect(cartOf(await changeCartQuantity({ lineId, quantity: -1 })).lines).toEqual([]);
  });

  it("refuses a quantity no product is sold in before any query, with a translated message and no error logged", async () => {
    const cart = cartOf(await addToCart(cards([await storedUpload()])));
    const lineId = cart.lines[0]!.id;
    for (const quantity of [2147483648, 1e308, -1e308, Number.NaN, Number.POSITIVE_INFINITY, 2.5]) {
      expect(await changeCartQuantity({ lineId, quantity })).toEqual({ ok: false, error: "invalidQuantity" });
    }
    expect(logged.error).toEqual([]);
    expect(en.cart.invalidQuantity).toContain("{max, number}");
    expect(th.cart.invalidQuantity).toContain("{max, number}");
    // The line is untouched.
    expect(cartOf(await changeCartQuantity({ lineId, quantity: 2 })).lines[0]!.quantity).toBe(2);
  });

  it("removes a line, and never touches another visitor's line", async () => {
    const mine = cartOf(await addToCart(cards([await storedUpload()])));
    const myCookie = nextRequest.jar.get("cart")!;
    nextRequest.jar.clear();
    const theirs = cartOf(await addToCart(cards([await storedUpload()])));
    // A visitor who knows another cart's line id still only changes their own cart.
    expect(cartOf(await removeFromCart({ lineId: mine.lines[0]!.id })).lines).toHaveLength(1);
    nextRequest.jar.set("cart", myCookie);
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
