import "server-only";
import { and, asc, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { shortPublicName } from "@/modules/accounts";
import { CATALOG_TAG } from "@/modules/catalog/server";
import { invalidateTags } from "@/server/cache";
import type { Database, Executor, Transaction } from "@/server/db";
import { orderItems, orders, productReviews, products, type LocalizedText } from "@/server/db/schema";
import type { PublishedReview, ReviewInput, ReviewInvitation, ReviewRefusal } from "./schema";

/** Tokens are 32 URL-safe characters; anything else is not a link we sent, and is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

async function orderForToken(executor: Executor, token: string, lock = false) {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const query = executor
    .select({
      id: orders.id,
      number: orders.number,
      locale: orders.locale,
      status: orders.status,
      userId: orders.userId,
      shippingName: orders.shippingName,
    })
    .from(orders)
    .where(eq(orders.reviewToken, token));
  const [order] = await (lock ? query.for("update") : query);
  return order;
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
  const lines = await executor
    .select({
      orderItemId: orderItems.id,
      productId: orderItems.productId,
      name: orderItems.name,
      options: orderItems.options,
      rating: productReviews.rating,
      authorName: productReviews.authorName,
      body: productReviews.body,
      hiddenAt: productReviews.hiddenAt,
    })
    .from(orderItems)
    .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
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
  const visible = sql`(select ${productReviews.rating} from ${productReviews}
    where ${productReviews.productId} = ${productId} and ${productReviews.hiddenAt} is null)`;
  await executor
    .update(products)
    .set({
      rating: sql`(select coalesce(round(avg(v.rating)::numeric, 1), 0) from ${visible} as v)`,
      reviewCount: sql`(select count(*)::int from ${visible} as v)`,
    })
    .where(eq(products.id, productId));
}

export type ReviewWriteResult = { ok: true } | { ok: false; error: ReviewRefusal };

/**
 * Writes the review of one order line (docs/reviews.md#rules): only through the order's review token,
 * only once the order was delivered, only for a line of that order, once per line. The product's
 * rating and count change in the same transaction, and the catalogue's cache is dropped at commit.
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
    const [line] = await tx
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(and(eq(orderItems.id, input.orderItemId), eq(orderItems.orderId, order.id)));
    if (!line) return { ok: false, error: "notOnOrder" };
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, line.productId));
    // A line whose product left the database has nothing to attach a review to.
    if (!product) return { ok: false, error: "notOnOrder" };
    const inserted = await tx
      .insert(productReviews)
      .values({
        productId: line.productId,
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
    await recomputeProductRating(tx, line.productId);
    await invalidateTags([CATALOG_TAG], tx);
    return { ok: true };
  });
  // As catalog edits do: a read between the first clear and the commit may have cached the old rating.
  if (result.ok) await invalidateTags([CATALOG_TAG]);
  return result;
}

/** How many reviews the product page lists under the average. */
export const LATEST_REVIEWS = 6;

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
 * the catalogue cache (the admin's action does both: docs/reviews.md#hiding).
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
  const page = Math.min(query.page, Math.max(1, Math.ceil(total / query.pageSize)));
  const rows =
    total === 0
      ? []
      : await executor
          .select({
            id: productReviews.id,
            productId: productReviews.productId,
            productName: products.name,
            orderNumber: orders.number,
            authorName: productReviews.authorName,
            rating: productReviews.rating,
            body: productReviews.body,
            locale: productReviews.locale,
            createdAt: productReviews.createdAt,
            hiddenAt: productReviews.hiddenAt,
          })
          .from(productReviews)
          .innerJoin(products, eq(products.id, productReviews.productId))
          .innerJoin(orders, eq(orders.id, productReviews.orderId))
          .where(where)
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(query.pageSize)
          .offset((page - 1) * query.pageSize);
  return { rows, total, page, pageSize: query.pageSize };
}
