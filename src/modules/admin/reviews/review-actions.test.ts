import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { signUpVerified } from "@/modules/accounts/testing";
import { getProduct } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { advanceOrderStatus } from "@/modules/orders/server";
import { latestReviews, listReviewsForStaff, writeReview } from "@/modules/reviews/server";
import { users } from "@/server/db/schema/accounts";
import { auditLog } from "@/server/db/schema/audit";
import { orderItems, orders } from "@/server/db/schema/orders";
import { productReviews } from "@/server/db/schema/reviews";
import { markEdgeInFront } from "@/server/http/edge/edge-headers";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { nextRequestPerTest } from "@/test/next-headers";
import { insertTestOrder } from "@/test/order-fixture";
import { setReviewVisibility } from "./actions";

markEdgeInFront();
// The action reads the session cookie from the request; outside Next.js the test supplies it.
vi.mock("next/headers", () => import("@/test/next-headers"));

const testDb = freshDatabasePerTest();
const nextRequest = nextRequestPerTest({ clientAddress: "203.0.113.77" });

async function signedIn(email: string, role: "customer" | "admin") {
  const account = await signUpVerified(email, undefined, {
    address: role === "admin" ? "198.51.100.71" : "198.51.100.72",
  });
  if (role === "admin")
    await testDb.current.update(users).set({ role: "admin" }).where(eq(users.id, account.userId));
  nextRequest.set({ cookie: account.cookie });
  return account;
}

/** A delivered order of product 1 with its review written. */
async function reviewed(number: string, rating: number) {
  const order = await insertTestOrder(testDb.current, {
    number,
    status: "processing",
    paymentStatus: "paid",
  });
  await testDb.current.transaction((tx) =>
    advanceOrderStatus(tx, order.id, "delivered", { source: "provider" }),
  );
  const [row] = await testDb.current.select().from(orders).where(eq(orders.id, order.id));
  const [line] = await testDb.current.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const result = await writeReview(
    testDb.current,
    row!.reviewToken!,
    { orderItemId: line!.id, rating, authorName: "Somchai J.", body: `${rating} stars` },
    "en",
  );
  expect(result).toEqual({ ok: true });
  const [review] = await testDb.current
    .select()
    .from(productReviews)
    .where(eq(productReviews.orderItemId, line!.id));
  return review!;
}

describe(`hiding a review (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it("hides and shows a review again, recomputing the product's figures, each change audited", async () => {
    const admin = await signedIn("staff@example.com", "admin");
    const rude = await reviewed("PG-REVIEWA1", 1);
    await reviewed("PG-REVIEWA2", 5);
    expect(await getProduct(1, "en")).toMatchObject({ rating: 3, reviewCount: 2 });

    expect(await setReviewVisibility({ id: rude.id, hidden: true })).toEqual({ ok: true });
    expect(await getProduct(1, "en")).toMatchObject({ rating: 5, reviewCount: 1 });
    expect((await latestReviews(testDb.current, 1)).map((r) => r.rating)).toEqual([5]);
    const [hidden] = await testDb.current.select().from(productReviews).where(eq(productReviews.id, rude.id));
    expect(hidden).toMatchObject({ hiddenAt: expect.any(Date), hiddenBy: admin.userId });
    const staffList = await listReviewsForStaff(testDb.current, { show: "hidden", page: 1, pageSize: 25 });
    expect(staffList.rows.map((r) => [r.id, r.orderNumber, r.productName.en])).toEqual([
      [rude.id, "PG-REVIEWA1", "Premium Business Cards"],
    ]);

    expect(await setReviewVisibility({ id: rude.id, hidden: false })).toEqual({ ok: true });
    expect(await getProduct(1, "en")).toMatchObject({ rating: 3, reviewCount: 2 });

    const entries = await testDb.current.select().from(auditLog).orderBy(auditLog.createdAt, auditLog.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: "review.hide",
        targetType: "review",
        targetId: rude.id,
        actorEmail: "staff@example.com",
        before: { hiddenAt: null, productId: 1 },
        after: { hiddenAt: expect.any(String), productId: 1 },
      }),
      expect.objectContaining({ action: "review.unhide", after: { hiddenAt: null, productId: 1 } }),
    ]);
  });

  it("refuses a customer and changes nothing", async () => {
    const review = await reviewed("PG-REVIEWB1", 2);
    await signedIn("buyer@example.com", "customer");
    expect(await setReviewVisibility({ id: review.id, hidden: true })).toEqual({
      ok: false,
      error: "unauthorized",
    });
    expect(await getProduct(1, "en")).toMatchObject({ reviewCount: 1 });
    expect(await testDb.current.select().from(auditLog)).toEqual([]);
  });

  it("says when the review does not exist, and audits nothing", async () => {
    await signedIn("staff@example.com", "admin");
    expect(await setReviewVisibility({ id: crypto.randomUUID(), hidden: true })).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await setReviewVisibility({ id: "nope", hidden: true })).toEqual({ ok: false, error: "invalid" });
    expect(await testDb.current.select().from(auditLog)).toEqual([]);
  });
});
