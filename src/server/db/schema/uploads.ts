import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  real,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { carts } from "./cart";
import { designs } from "./print-design";

/** A customer's design file. The bytes live in file storage under `storageKey`; this is what we know. */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    storageKey: varchar("storage_key", { length: 200 }).notNull(),
    /** Sniffed from the content, never from the name: pdf | jpeg | png. */
    kind: varchar("kind", { length: 8 }).notNull(),
    mimeType: varchar("mime_type", { length: 40 }).notNull(),
    originalName: varchar("original_name", { length: 255 }).notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    md5: varchar("md5", { length: 32 }).notNull(),
    sha256: varchar("sha256", { length: 64 }).notNull(),
    widthPx: integer("width_px"),
    heightPx: integer("height_px"),
    pageCount: integer("page_count"),
    pageWidthMm: real("page_width_mm"),
    pageHeightMm: real("page_height_mm"),
    previewKey: varchar("preview_key", { length: 200 }),
    /**
     * A PDF declares a CutContour spot colour, its die-cut line (docs/product-rules.md#cut-lines),
     * found by the analysis so the cart never reads the file again. Null when not known: an image,
     * which cannot carry one, or a PDF recorded before this was kept (the cart reads that file once
     * and fills it in, see cut-contour.server.ts).
     */
    cutContour: boolean("cut_contour"),
    /**
     * The cart of the visitor who uploaded it (a guest's, or the account's when signed in): only that
     * cart may use the file. Moves with the cart's lines when a guest cart is merged into an account's;
     * null for a file whose cart is gone (an order naming it still prints it).
     */
    cartId: uuid("cart_id").references(() => carts.id, { onDelete: "set null" }),
    /**
     * A print file we put together, not one a visitor sent: the uploads it was made of, one page each in
     * this order (a double-sided postcard's front and back, docs/product-rules.md#sides). Made once per
     * list of parts (unique) and kept while any part is; null for a visitor's upload.
     */
    parts: uuid("parts").array(),
    /**
     * A print file the server drew from a design (docs/designer.md#print-file): the frozen copy it was
     * drawn from, so a cart line and an order line lead back to the design; null for a visitor's file.
     */
    designId: uuid("design_id").references(() => designs.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.cartId), uniqueIndex().on(table.parts)],
);
