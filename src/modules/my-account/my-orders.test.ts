import { eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signUpVerified } from "@/modules/accounts/testing";
import { buildCartView, currentCartId } from "@/modules/cart/server";
import { CATALOG_TAG } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { pendingOrder } from "@/modules/checkout/testing";
import { invalidateTags } from "@/server/cache";
import { products } from "@/server/db/schema/catalog";
import { orderItems, orders } from "@/server/db/schema/orders";
import { uploads } from "@/server/db/schema/uploads";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { listAccountOrders, loadAccountOrder } from "./account-orders.server";
import { orderAgain } from "./actions";
import type { ReorderResult } from "./reorder-result";

// The action reads the session cookie, the cart cookie and the locale; outside Next.js they are supplied here.
const request = vi.hoisted(() => ({ locale: "en" }));
markEdgeInFront();
vi.mock("next-intl/server", () => ({ getLocale: async () => request.locale }));
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.30" });

type Owner = { id: string; email: string; emailVerified: boolean };

/** A pending order (two boxes of business cards unless told), then placed by `who` at `at`. */
async function orderOf(
  who: { userId?: string | null; email: string },
  at: string,
  lines?: Parameters<typeof pendingOrder>[1],
) {
  const { order } = await pendingOrder(testDb.current, lines);
  await testDb.current
    .update(orders)
    .set({ userId: who.userId ?? null, email: who.email, createdAt: new Date(at) })
    .where(eq(orders.id, order.id));
  return order.number;
}

async function customers() {
  const nok = await signUpVerified("nok@example.com", undefined, { address: "198.51.100.1" });
  const other = await signUpVerified("other@example.com", undefined, { address: "198.51.100.2" });
  const owner: Owner = { id: nok.userId, email: "nok@example.com", emailVerified: true };
  nextRequest.set({ cookie: nok.cookie });
  return { nok, other, owner };
}

function reordered(result: ReorderResult) {
  if (!result.ok) throw new Error(`expected a reorder, got ${result.error}`);
  return result;
}

async function cartNow() {
  const cartId = await currentCartId(testDb.current);
  return buildCartView(testDb.current, cartId, "en");
}

describe(`the customer's orders (${testEngine})`, () => {
  beforeEach(async () => {
    request.locale = "en";
    await seedTestCatalog(testDb.current);
  });

  it("lists their own and their verified e-mail's guest orders, newest first, and nobody else's", async () => {
    const { nok, other, owner } = await customers();
    const signedIn = await orderOf({ userId: nok.userId, email: "work@example.com" }, "2025-01-10T10:00:00Z");
    const guest = await orderOf({ email: "NOK@Example.com" }, "2025-03-01T10:00:00Z");
    const newest = await orderOf({ userId: nok.userId, email: "nok@example.com" }, "2025-04-01T10:00:00Z");
    await orderOf({ userId: other.userId, email: "other@example.com" }, "2025-02-01T10:00:00Z");
    // Placed with Nok's e-mail but signed in as someone else: that account's, not Nok's.
    await orderOf({ userId: other.userId, email: "nok@example.com" }, "2025-02-02T10:00:00Z");
    await orderOf({ email: "stranger@example.com" }, "2025-02-03T10:00:00Z");

    const listed = await listAccountOrders(owner);
    expect(listed.map((order) => order.number)).toEqual([newest, guest, signedIn]);
    expect(listed[0]).toMatchObject({
      createdAt: "2025-04-01T10:00:00.000Z",
      currency: "USD",
      status: "pending",
      paymentStatus: "unpaid",
    });
    expect(listed[0]!.total).toBeGreaterThan(0);
  });

  it("leaves the guest orders out while the e-mail is not verified", async () => {
    const { nok, owner } = await customers();
    const signedIn = await orderOf({ userId: nok.userId, email: "nok@example.com" }, "2025-01-10T10:00:00Z");
    const guest = await orderOf({ email: "nok@example.com" }, "2025-03-01T10:00:00Z");
    const unverified = { ...owner, emailVerified: false };

    expect((await listAccountOrders(unverified)).map((order) => order.number)).toEqual([signedIn]);
    expect(await loadAccountOrder(unverified, guest)).toBeUndefined();
    expect(await loadAccountOrder(owner, guest)).toMatchObject({ number: guest });
  });

  it("shows an own order's details without the e-mail; another customer's order like a missing one", async () => {
    const { nok, other, owner } = await customers();
    const mine = await orderOf({ userId: nok.userId, email: "nok@example.com" }, "2025-01-10T10:00:00Z");
    const theirs = await orderOf(
      { userId: other.userId, email: "other@example.com" },
      "2025-01-11T10:00:00Z",
    );
    const theirGuest = await orderOf({ email: "other@example.com" }, "2025-01-12T10:00:00Z");

    const order = await loadAccountOrder(owner, mine.toLowerCase());
    expect(order).toMatchObject({
      number: mine,
      items: [{ name: "Premium Business Cards", quantity: 2, files: [{ name: "front.pdf" }] }],
      // The test upload has no preview image: no thumbnail, and nothing breaks.
      thumbnails: [null],
      shipping: { name: "Somchai Jaidee", country: "US" },
      cancellableUntil: null,
    });
    expect(order?.history.length).toBeGreaterThan(0);
    for (const number of [theirs, theirGuest, "PG-NOSUCH00"]) {
      expect(await loadAccountOrder(owner, number)).toBeUndefined();
      expect(await orderAgain({ number })).toEqual({ ok: false, error: "notFound" });
    }
    expect(nextRequest.jar.size).toBe(0);
  });

  it("refuses 'Order again' without a session", async () => {
    const { nok } = await customers();
    const mine = await orderOf({ userId: nok.userId, email: "nok@example.com" }, "2025-01-10T10:00:00Z");
    nextRequest.set({ cookie: "" });
    expect(await orderAgain({ number: mine })).toEqual({ ok: false, error: "unauthorized" });
  });

  it("orders again at today's prices, adding to the same line", async () => {
    const { nok } = await customers();
    const mine = await orderOf({ userId: nok.userId, email: "nok@example.com" }, "2025-01-10T10:00:00Z");
    // The business cards cost a dollar more since.
    await testDb.current
      .update(products)
      .set({ basePrice: sql`${products.basePrice} + 100` })
      .where(eq(products.id, 1));
    await invalidateTags([CATALOG_TAG]);

    expect(reordered(await orderAgain({ number: mine }))).toEqual({ ok: true, added: 1, skipped: [] });
    expect((await cartNow()).lines).toMatchObject([
      { productId: 1, unitPrice: 2999 + 100, quantity: 2, files: [{ name: "front.pdf" }] },
    ]);
    reordered(await orderAgain({ number: mine }));
    const cart = await cartNow();
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 4, lineTotal: 4 * 3099 });
  });

  it("orders again at the tier the cart's quantity reaches, within today's range", async () => {
    const { nok } = await customers();
    const cards = { productId: 1, options: { finish: "gloss", pack: "500" } };
    const mine = await orderOf({ userId: nok.userId, email: "nok@example.com" }, "2025-01-10T10:00:00Z", [
      { ...cards, quantity: 3 },
    ]);
    reordered(await orderAgain({ number: mine }));
    expect((await cartNow()).lines[0]).toMatchObject({ quantity: 3, unitPrice: 2999, percentOff: 0 });
    // 3 + 3 boxes reach the 5+ tier (5% off): 2999 × 0.95 = 2849.05 → 2849.
    reordered(await orderAgain({ number: mine }));
    expect((await cartNow()).lines[0]).toMatchObject({ quantity: 6, unitPrice: 2849, lineTotal: 6 * 2849 });

    // The catalog now sells at most 4 boxes: the line stays within it, at that quantity's price.
    await testDb.current.update(products).set({ maxQuantity: 4 }).where(eq(products.id, 1));
    await invalidateTags([CATALOG_TAG]);
    reordered(await orderAgain({ number: mine }));
    expect((await cartNow()).lines[0]).toMatchObject({ quantity: 4, unitPrice: 2999 });
  });

  it("skips lines no longer sold and lines whose design is gone, naming them", async () => {
    const { nok } = await customers();
    const mine = await orderOf({ userId: nok.userId, email: "nok@example.com" }, "2025-01-10T10:00:00Z", [
      { productId: 1, options: { finish: "gloss", pack: "500" }, quantity: 1 },
      { productId: 4, options: { paper: "standard" }, quantity: 1 },
      { productId: 5, options: { paper: "gloss-170", pack: "100" }, quantity: 1 },
    ]);
    // Flyers are no longer sold; the poster's design file was removed.
    await testDb.current.update(products).set({ active: false }).where(eq(products.id, 5));
    await invalidateTags([CATALOG_TAG]);
    const [poster] = await testDb.current
      .select({ files: orderItems.files })
      .from(orderItems)
      .where(eq(orderItems.productId, 4));
    await testDb.current.delete(uploads).where(
      inArray(
        uploads.id,
        poster!.files.map((file) => file.uploadId),
      ),
    );

    expect(reordered(await orderAgain({ number: mine }))).toEqual({
      ok: true,
      added: 1,
      skipped: [
        { name: "A3 Premium Poster", reason: "designMissing" },
        { name: "A5 Flyers", reason: "unavailable" },
      ],
    });
    expect((await cartNow()).lines.map((line) => line.productId)).toEqual([1]);
  });
});
