// Test support: a cart with a product in it, and a pending order made from it, straight in the database.
import type { Database } from "@/server/db";
import type { Currency } from "@/modules/i18n";
import { asc, eq } from "drizzle-orm";
import { cartLines, carts } from "@/server/db/schema/cart";
import { printAreas } from "@/server/db/schema/catalog";
import { insertTestUpload } from "@/modules/uploads/testing";
import { cartLineMergeKey } from "@/modules/cart/server";
import { createPendingOrder } from "./create-order.server";

/** A cart line for cartWith: product, chosen options (option id → value id) and quantity. */
export type TestCartLine = {
  productId: number;
  options: Record<string, string>;
  quantity: number;
};

/** Two boxes of glossy business cards (2 × $29.99) with one PDF; returns the cart id. */
export async function cartWithBusinessCards(database: Database): Promise<string> {
  return cartWith(database, [{ productId: 1, options: { finish: "gloss", pack: "500" }, quantity: 2 }]);
}

/** A cart holding `lines`, each with its own stored PDF; returns the cart id. */
export async function cartWith(database: Database, lines: TestCartLine[]): Promise<string> {
  const [cart] = await database.insert(carts).values({}).returning({ id: carts.id });
  for (const line of lines) await insertLine(database, cart!.id, line);
  return cart!.id;
}

/** One stored PDF per print area of the product (a book's cover and interior), as the product page sends. */
async function insertLine(database: Database, cartId: string, line: TestCartLine) {
  const areas = await database
    .select({ code: printAreas.code })
    .from(printAreas)
    .where(eq(printAreas.productId, line.productId))
    .orderBy(asc(printAreas.position));
  const files = [];
  for (const area of areas.length > 0 ? areas : [{ code: "front" }]) {
    const uploadId = await insertTestUpload(database, { originalName: `${area.code}.pdf` });
    files.push({ areaId: area.code, uploadId });
  }
  await database.insert(cartLines).values({
    cartId,
    productId: line.productId,
    options: line.options,
    files,
    quantity: line.quantity,
    mergeKey: cartLineMergeKey(line.productId, line.options, files),
  });
}

export const validCheckout = () => ({
  checkoutKey: crypto.randomUUID(),
  address: {
    name: "Somchai Jaidee",
    company: "",
    address: "99 Sukhumvit Road",
    city: "Austin",
    state: "TX",
    postalCode: "73301",
    country: "US",
  },
  shippingLevel: "cp_ground",
  contact: { email: "somchai@example.com", phone: "+1 512 555 0100" },
  paymentMethod: "card" as const,
  saveAddress: false,
});

/** 2 × 2999 + ground 699 + card fee round(6697 × 2.9%) + 30 = 224. */
export const EXPECTED_TOTAL = 5998 + 699 + 224;

/**
 * A pending order for a fresh cart, as checkout makes it (without opening a payment page): two boxes of
 * glossy business cards, or the given lines; in USD unless another currency is asked for (a THB order
 * is in Thai, as a Thai visitor's would be).
 */
export async function pendingOrder(database: Database, lines?: TestCartLine[], currency: Currency = "USD") {
  const cartId = lines ? await cartWith(database, lines) : await cartWithBusinessCards(database);
  const result = await createPendingOrder(database, {
    cartId,
    locale: currency === "THB" ? "th" : "en",
    currency,
    input: validCheckout(),
  });
  if (!result.ok) throw new Error(`expected an order, got ${result.error}`);
  return { cartId, order: result.order };
}
