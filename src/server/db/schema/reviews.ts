import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";
import { orderItems, orders } from "./orders";

/**
 * A customer's review of one product they bought: one per order line, written only after the order
 * was delivered (docs/reviews.md). Staff hide a review rather than delete it; hidden reviews count
 * nowhere (products.rating and review_count are the visible ones).
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderItemId: uuid("order_item_id")
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The name shown with the review, as the customer typed it. */
    authorName: varchar("author_name", { length: 80 }).notNull(),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    /** The language it was written in. */
    locale: varchar("locale", { length: 5 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("product_reviews_rating_range", sql`${table.rating} between 1 and 5`),
    index("product_reviews_visible_idx")
      .on(table.productId, table.createdAt.desc())
      .where(sql`${table.hiddenAt} is null`),
  ],
);
