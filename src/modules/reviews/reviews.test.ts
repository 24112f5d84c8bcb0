import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getProduct } from "@/modules/catalog/server";
import { seedTestCatalog } from "@/modules/catalog/testing";
import { advanceOrderStatus, reviewRequestMailHandler } from "@/modules/orders/server";
import { products } from "@/server/db/schema/catalog";
import { jobs } from "@/server/db/schema/jobs";
import { mailOutbox } from "@/server/db/schema/mail";
import { orderItems, orders } from "@/server/db/schema/orders";
import { productReviews } from "@/server/db/schema/reviews";
import { freshDatabasePerTest, testEngine } from "@/test/database";
import { insertTestOrder } from "@/test/order-fixture";
import { findReviewInvitation, latestReviews, recomputeProductRating, writeReview } from "./reviews.server";

const testDb = freshDatabasePerTest();

let orderCount = 0;

/** A paid order of product 1 (one line), moved to `status` the way the provider's signals move it. */
async function orderThatIs(status: "processing" | "shipped" | "delivered", locale: "en" | "th" = "en") {
  orderCount += 1;
  const order = await insertTestOrder(testDb.current, {
    number: `PG-REVIEW${orderCount}`,
    status: "processing",
    paymentStatus: "paid",
    locale,
    shippingName: locale === "th" ? "แดเนียล เวเบอร์" : "Somchai Jaidee",
  });
  if (status !== "processing") {
    await testDb.current.transaction((tx) =>
      advanceOrderStatus(tx, order.id, status, { source: "provider" }),
    );
  }
  const [row] = await testDb.current.select().from(orders).where(eq(orders.id, order.id));
  const [line] = await testDb.current.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order: row!, line: line! };
}

const review = (orderItemId: string, rating: number, authorName = "Somchai J.", body = "Crisp print.") => ({
  orderItemId,
  rating,
  authorName,
  body,
});

async function productFigures(id = 1) {
  const [row] = await testDb.current
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

describe(`reviews (${testEngine})`, () => {
  beforeEach(async () => {
    await seedTestCatalog(testDb.current);
  });

  it("gives a delivered order a review token and queues its review mail once", async () => {
    const { order } = await orderThatIs("delivered");
    expect(order.reviewToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const queued = () =>
      testDb.current
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `mail.review-request:${order.id}`));
    expect(await queued()).toHaveLength(1);

    // A late, duplicate "delivered" signal changes nothing: same token, still one mail.
    await testDb.current.transaction((tx) =>
      advanceOrderStatus(tx, order.id, "delivered", { source: "provider" }),
    );
    const [again] = await testDb.current.select().from(orders).where(eq(orders.id, order.id));
    expect(again!.reviewToken).toBe(order.reviewToken);
    expect(await queued()).toHaveLength(1);
  });

  it("has no token and queues no review mail before delivery", async () => {
    const { order } = await orderThatIs("shipped");
    expect(order.reviewToken).toBeNull();
    const kinds = (await testDb.current.select().from(jobs)).map((job) => job.kind);
    expect(kinds).not.toContain("mail.review-request");
  });

  it("mails the review link in the order's language: Thai under /th", async () => {
    const { order } = await orderThatIs("delivered", "th");
    await reviewRequestMailHandler.run({ orderId: order.id }, { jobId: 1, attempt: 1, maxAttempts: 8 });
    const [mail] = await testDb.current.select().from(mailOutbox);
    expect(mail!.to).toBe(order.email);
    expect(mail!.subject).toContain(order.number);
    expect(mail!.text).toContain(`/th/review/${order.reviewToken}`);
    expect(mail!.text).toContain("ให้คะแนนสินค้า");
  });

  it("lists a delivered order's lines with a suggested name of first name and last initial", async () => {
    const { order, line } = await orderThatIs("delivered", "th");
    const invitation = await findReviewInvitation(testDb.current, order.reviewToken!);
    expect(invitation).toMatchObject({
      orderNumber: order.number,
      delivered: true,
      suggestedName: "แดเนียล ว.",
      lines: [{ orderItemId: line.id, productId: 1, name: "Premium Business Cards", review: null }],
    });
    expect(invitation!.lines[0]!.options).toEqual(["Finish: Gloss"]);
  });

  it("finds nothing for a token no order has, however it is shaped", async () => {
    await orderThatIs("delivered");
    for (const token of [
      "",
      "x",
      "a".repeat(32),
      "../../etc/passwd",
      "' or 1=1 --",
      "é".repeat(40),
      "a".repeat(500),
    ]) {
      expect(await findReviewInvitation(testDb.current, token)).toBeUndefined();
    }
    const { line } = await orderThatIs("delivered");
    expect(await writeReview(testDb.current, "a".repeat(32), review(line.id, 5), "en")).toEqual({
      ok: false,
      error: "unknownLink",
    });
    expect(await testDb.current.select().from(productReviews)).toEqual([]);
  });

  it("lets only a delivered order's buyer review: a shipped order with a token is refused", async () => {
    const { order, line } = await orderThatIs("shipped");
    await testDb.current
      .update(orders)
      .set({ reviewToken: "t".repeat(32) })
      .where(eq(orders.id, order.id));
    expect(await writeReview(testDb.current, "t".repeat(32), review(line.id, 5), "en")).toEqual({
      ok: false,
      error: "notDelivered",
    });
    expect(await findReviewInvitation(testDb.current, "t".repeat(32))).toMatchObject({ delivered: false });
    expect(await productFigures()).toEqual({ rating: "0.0", reviewCount: 0 });
  });

  it("refuses a line of another order through this order's link", async () => {
    const mine = await orderThatIs("delivered");
    const theirs = await orderThatIs("delivered");
    expect(
      await writeReview(testDb.current, mine.order.reviewToken!, review(theirs.line.id, 1), "en"),
    ).toEqual({
      ok: false,
      error: "notOnOrder",
    });
  });

  it("takes one review per order line: the second try says it was already reviewed", async () => {
    const { order, line } = await orderThatIs("delivered");
    const token = order.reviewToken!;
    expect(await writeReview(testDb.current, token, review(line.id, 4), "en")).toEqual({ ok: true });
    expect(await writeReview(testDb.current, token, review(line.id, 1, "Someone else"), "en")).toEqual({
      ok: false,
      error: "alreadyReviewed",
    });
    expect(await testDb.current.select().from(productReviews)).toEqual([
      expect.objectContaining({ orderItemId: line.id, rating: 4, authorName: "Somchai J.", locale: "en" }),
    ]);
    expect(await findReviewInvitation(testDb.current, token)).toMatchObject({
      lines: [{ review: { rating: 4, authorName: "Somchai J.", body: "Crisp print.", hidden: false } }],
    });
  });

  it("keeps the product's rating the visible reviews' average to one decimal, and their count", async () => {
    for (const rating of [5, 4, 4]) {
      const { order, line } = await orderThatIs("delivered");
      expect(await writeReview(testDb.current, order.reviewToken!, review(line.id, rating), "en")).toEqual({
        ok: true,
      });
    }
    expect(await productFigures()).toEqual({ rating: "4.3", reviewCount: 3 });

    // Hidden reviews count nowhere: not in the figures, not in the product page's list.
    const [first] = await testDb.current.select().from(productReviews).where(eq(productReviews.rating, 5));
    await testDb.current
      .update(productReviews)
      .set({ hiddenAt: new Date() })
      .where(eq(productReviews.id, first!.id));
    await recomputeProductRating(testDb.current, 1);
    expect(await productFigures()).toEqual({ rating: "4.0", reviewCount: 2 });
    const listed = await latestReviews(testDb.current, 1);
    expect(listed.map((r) => r.rating)).toEqual([4, 4]);
    expect(await latestReviews(testDb.current, 2)).toEqual([]);
  });

  it("shows the new figures through the cached catalog at once", async () => {
    expect(await getProduct(1, "en")).toMatchObject({ rating: 0, reviewCount: 0 });
    const { order, line } = await orderThatIs("delivered");
    await writeReview(testDb.current, order.reviewToken!, review(line.id, 5), "en");
    expect(await getProduct(1, "en")).toMatchObject({ rating: 5, reviewCount: 1 });
  });

  it("refuses a review whose rating is out of range at the database too", async () => {
    const { order, line } = await orderThatIs("delivered");
    await expect(
      testDb.current.insert(productReviews).values({
        productId: 1,
        orderId: order.id,
        orderItemId: line.id,
        authorName: "X",
        rating: 6,
        body: "",
        locale: "en",
      }),
    ).rejects.toThrow();
  });
});
