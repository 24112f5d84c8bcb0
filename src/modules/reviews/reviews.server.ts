import "server-only";
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { shortPublicName } from "@/modules/accounts";
import { CATALOG_TAG, productExists, productNamesById, setProductRating } from "@/modules/catalog/server";
import {
  findOrderByReviewToken,
  orderLinesToReview,
  orderNumbersById,
  productOfOrderLine,
} from "@/modules/orders/server";
import { invalidateTags } from "@/server/cache";
import { clampPage } from "@/lib/paging";
import type { Database, Executor, Transaction } from "@/server/db";
import type { LocalizedText } from "@/server/db/schema/catalog";
import { productReviews } from "@/server/db/schema/reviews";
import type { PublishedReview, ReviewInput, ReviewInvitation, ReviewRefusal } from "./schema";

/** Tokens are 32 URL-safe characters; anything else is not a link we sent, and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

function orderForToken(executor: Executor, token: string, lock = false) {
  if (!TOKEN_PATTERN.test(token)) return Promise.resolve(undefined);
  return findOrderByReviewToken(executor, token, { lock });
}

/**
 * The review page of a token: the order's lines and the reviews already written for them, or
 * undefined when no order has this token (an old, mistyped or made-up link).
 */
export async function findReviewInvitation(
  executor: Executor,
  token: string,
): Promise<ReviewInvitation | undefined> {
  const order = await orderForToken(executor, token);
  if (!order) return undefined;
  const orderLines = await orderLinesToReview(executor, order.id);
  const reviews =
    orderLines.length === 0
      ? []
      : await executor
          .select({
            orderItemId: productReviews.orderItemId,
            rating: productReviews.rating,
            authorName: productReviews.authorName,
            body: productReviews.body,
            hiddenAt: productReviews.hiddenAt,
          })
          .from(productReviews)
          .where(
            inArray(
              productReviews.orderItemId,
              orderLines.map((line) => line.orderItemId),
            ),
          );
  const reviewOf = new Map(reviews.map((review) => [review.orderItemId, review]));
  const lines = orderLines.map((line) => {
    const review = reviewOf.get(line.orderItemId);
    return {
      ...line,
      rating: review?.rating ?? null,
      authorName: review?.authorName ?? null,
      body: review?.body ?? null,
      hiddenAt: review?.hiddenAt ?? null,
    };
  });
  return {
    orderNumber: order.number,
    locale: order.locale === "th" ? "th" : "en",
    delivered: order.status === "delivered",
    suggestedName: shortPublicName(order.shippingName),
    lines: lines.map((line) => ({
      orderItemId: line.orderItemId,
      productId: line.productId,
      name: line.name,
      options: line.options.map((option) => `${option.name}: ${option.valueName}`),
      review:
        line.rating === null
          ? null
          : {
              rating: line.rating,
              authorName: line.authorName ?? "",
              body: line.body ?? "",
              hidden: line.hiddenAt !== null,
            },
    })),
  };
}

/**
 * Sets a product's rating and review count from its visible reviews: the average to one decimal, 0 / 0
 * when there are none. Called in the transaction that writes, hides or shows a review.
 */
export async function recomputeProductRating(executor: Executor, productId: number): Promise<void> {
  const [counted] = await executor
    .select({
      rating: sql<string>`coalesce(round(avg(${productReviews.rating})::numeric, 1), 0)::text`,
      reviewCount: sql<number>`count(*)::int`,
    })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)));
  await setProductRating(executor, productId, counted ?? { rating: "0", reviewCount: 0 });
}

export type ReviewWriteResult = { ok: true } | { ok: false; error: ReviewRefusal };

/**
 * Writes the review of one order line (docs/reviews.md#rules): only through the order's review token,
 * only once the order was delivered, only for a line of that order, once per line. The product's
 * rating and count change in the same transaction, and the catalog's cache is dropped at commit.
 */
export async function writeReview(
  database: Database,
  token: string,
  input: ReviewInput,
  locale: "en" | "th",
): Promise<ReviewWriteResult> {
  const result = await database.transaction(async (tx): Promise<ReviewWriteResult> => {
    // Locked: two tabs sending the same line are applied one after the other.
    const order = await orderForToken(tx, token, true);
    if (!order) return { ok: false, error: "unknownLink" };
    if (order.status !== "delivered") return { ok: false, error: "notDelivered" };
    const productId = await productOfOrderLine(tx, order.id, input.orderItemId);
    if (productId === undefined) return { ok: false, error: "notOnOrder" };
    // A line whose product left the database has nothing to attach a review to.
    if (!(await productExists(tx, productId))) return { ok: false, error: "notOnOrder" };
    const inserted = await tx
      .insert(productReviews)
      .values({
        productId,
        orderId: order.id,
        orderItemId: input.orderItemId,
        userId: order.userId,
        authorName: input.authorName,
        rating: input.rating,
        body: input.body,
        locale,
      })
      .onConflictDoNothing({ target: productReviews.orderItemId })
      .returning({ id: productReviews.id });
    if (inserted.length === 0) return { ok: false, error: "alreadyReviewed" };
    await recomputeProductRating(tx, productId);
    await invalidateTags([CATALOG_TAG], tx);
    return { ok: true };
  });
  // As catalog edits do: a read between the first clear and the commit may have cached the old rating.
  if (result.ok) await invalidateTags([CATALOG_TAG]);
  return result;
}

/** How many reviews the product page lists under the average. */
const LATEST_REVIEWS = 6;

/** A product's visible reviews, newest first (the product page's list). */
export async function latestReviews(
  executor: Executor,
  productId: number,
  limit = LATEST_REVIEWS,
): Promise<PublishedReview[]> {
  return executor
    .select({
      id: productReviews.id,
      authorName: productReviews.authorName,
      rating: productReviews.rating,
      body: productReviews.body,
      locale: productReviews.locale,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(limit);
}

export type ReviewVisibilityChange =
  | { ok: true; productId: number; before: { hiddenAt: string | null }; after: { hiddenAt: string | null } }
  | { ok: false; error: "notFound" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Hides a review (`hidden` true) or shows it again, in the caller's transaction, and recomputes the
 * product's rating and count. The caller records the audit entry in the same transaction and drops
 * the catalog cache (the admin's action does both: docs/reviews.md#hiding).
 */
export async function setReviewHidden(
  tx: Transaction,
  reviewId: string,
  hidden: boolean,
  staffUserId: string,
): Promise<ReviewVisibilityChange> {
  if (!UUID.test(reviewId)) return { ok: false, error: "notFound" };
  const [review] = await tx
    .select({ productId: productReviews.productId, hiddenAt: productReviews.hiddenAt })
    .from(productReviews)
    .where(eq(productReviews.id, reviewId))
    .for("update");
  if (!review) return { ok: false, error: "notFound" };
  const [updated] = await tx
    .update(productReviews)
    .set(
      hidden
        ? { hiddenAt: review.hiddenAt ?? new Date(), hiddenBy: staffUserId }
        : { hiddenAt: null, hiddenBy: null },
    )
    .where(eq(productReviews.id, reviewId))
    .returning({ hiddenAt: productReviews.hiddenAt });
  await recomputeProductRating(tx, review.productId);
  await invalidateTags([CATALOG_TAG], tx);
  const stamp = (date: Date | null | undefined) => (date ? date.toISOString() : null);
  return {
    ok: true,
    productId: review.productId,
    before: { hiddenAt: stamp(review.hiddenAt) },
    after: { hiddenAt: stamp(updated?.hiddenAt) },
  };
}

export type StaffReviewFilter = "all" | "visible" | "hidden";

/** A review as staff see it in the admin's list: everything, with the product's and order's names. */
export type StaffReviewRow = {
  id: string;
  productId: number;
  productName: LocalizedText;
  orderNumber: string;
  authorName: string;
  rating: number;
  body: string;
  locale: string;
  createdAt: Date;
  hiddenAt: Date | null;
};

/** One page of reviews for staff, newest first, the id breaking ties so paging never repeats one. */
export async function listReviewsForStaff(
  executor: Executor,
  query: { show: StaffReviewFilter; page: number; pageSize: number },
): Promise<{ rows: StaffReviewRow[]; total: number; page: number; pageSize: number }> {
  const where =
    query.show === "hidden"
      ? isNotNull(productReviews.hiddenAt)
      : query.show === "visible"
        ? isNull(productReviews.hiddenAt)
        : undefined;
  const [counted] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(productReviews)
    .where(where);
  const total = counted?.total ?? 0;
  const page = clampPage(query.page, total, query.pageSize);
  const reviews =
    total === 0
      ? []
      : await executor
          .select({
            id: productReviews.id,
            productId: productReviews.productId,
            orderId: productReviews.orderId,
            authorName: productReviews.authorName,
            rating: productReviews.rating,
            body: productReviews.body,
            locale: productReviews.locale,
            createdAt: productReviews.createdAt,
            hiddenAt: productReviews.hiddenAt,
          })
          .from(productReviews)
          .where(where)
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(query.pageSize)
          .offset((page - 1) * query.pageSize);
  // The product's and order's names come from their owners (catalog, orders).
  const [productNames, orderNumbers] = await Promise.all([
    productNamesById(executor, [...new Set(reviews.map((review) => review.productId))]),
    orderNumbersById(executor, [...new Set(reviews.map((review) => review.orderId))]),
  ]);
  const rows = reviews.flatMap(({ orderId, ...review }) => {
    const productName = productNames.get(review.productId);
    const orderNumber = orderNumbers.get(orderId);
    return productName && orderNumber ? [{ ...review, productName, orderNumber }] : [];
  });
  return { rows, total, page, pageSize: query.pageSize };
}
