// Test support: a cart with a product in it, and a pending order made from it, straight in the database.
import type { Database } from "@/server/db";
import { cartLines, carts, uploads } from "@/server/db/schema";
import { cartLineMergeKey } from "@/modules/cart/server";
import { createPendingOrder } from "./create-order.server";

/** Two boxes of glossy business cards (2 × $29.99) with one PDF; returns the cart id. */
export async function cartWithBusinessCards(database: Database): Promise<string> {
  const [cart] = await database.insert(carts).values({}).returning({ id: carts.id });
  const [upload] = await database
    .insert(uploads)
    .values({
      storageKey: `test/${crypto.randomUUID()}`,
      kind: "pdf",
      mimeType: "application/pdf",
      originalName: "cards.pdf",
      size: 1234,
      md5: "0".repeat(32),
      sha256: "0".repeat(64),
    })
    .returning({ id: uploads.id });
  const options = { finish: "gloss", pack: "500" };
  await database.insert(cartLines).values({
    cartId: cart!.id,
    productId: 1,
    options,
    files: [{ areaId: "front", uploadId: upload!.id }],
    quantity: 2,
    mergeKey: cartLineMergeKey(1, options, [{ areaId: "front", uploadId: upload!.id }]),
  });
  return cart!.id;
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
});

/** 2 × 2999 + ground 699 + card fee round(6697 × 2.9%) + 30 = 224. */
export const EXPECTED_TOTAL = 5998 + 699 + 224;

/** A pending order for a fresh cart, as checkout makes it (without opening a payment page). */
export async function pendingOrder(database: Database) {
  const cartId = await cartWithBusinessCards(database);
  const result = await createPendingOrder(database, { cartId, locale: "en", input: validCheckout() });
  if (!result.ok) throw new Error(`expected an order, got ${result.error}`);
  return { cartId, order: result.order };
}
