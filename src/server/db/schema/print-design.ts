import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { carts } from "./cart";

/**
 * A design made in the online designer (docs/designer.md#designs-are-kept): the document the designer
 * edits and the print renderer draws. Owned like an upload, by the cart of the visitor who made it (a
 * guest's, or the account's when signed in), and moved with the cart's uploads when a guest signs in.
 */
export const designs = pgTable(
  "designs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id").references(() => carts.id, { onDelete: "set null" }),
    productId: integer("product_id").notNull(),
    name: varchar("name", { length: 80 }).notNull(),
    /** A design document (src/modules/print-design), validated by its schema on every write and read. */
    document: jsonb("document").$type<unknown>().notNull(),
    /**
     * A copy made when the design went into a cart: the print files were drawn from it, so it never
     * changes and is not listed among the customer's designs; its print files point at it.
     */
    frozen: boolean("frozen").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.cartId),
    // The uploads cleanup keeps an image a design places: a containment query on the documents.
    index("designs_document_index").using("gin", sql`${table.document} jsonb_path_ops`),
  ],
);
