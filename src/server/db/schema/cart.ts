import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { products } from "./catalog";

/** One design file of a cart line: the upload and the print area (catalog `print_areas.code`) it fills. */
export type CartLineFile = { areaId: string; uploadId: string };

/**
 * A visitor's cart, found through the random id in its httpOnly cookie; a signed-in customer's cart
 * also through `userId` (one per account), so it follows them to another browser. The visitor's cart is
 * merged into it at sign-in (src/modules/cart/cart-merge.server.ts).
 */
export const carts = pgTable("carts", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One line: product, chosen option values and design files. No price is stored: it is recomputed from
 * the catalog every time. `mergeKey` identifies identical lines, so adding one again raises quantity.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    options: jsonb("options").$type<Record<string, string>>().notNull(),
    /** Design files, each with the print area it is for (a book's cover and interior). */
    files: jsonb("files").$type<CartLineFile[]>().notNull(),
    quantity: integer("quantity").notNull(),
    mergeKey: varchar("merge_key", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.cartId, table.mergeKey), index().on(table.cartId)],
);
