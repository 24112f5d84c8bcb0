import {
  boolean,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";

/** Text in every shop language. Search reads `name->>'th'` and friends directly. */
export type LocalizedText = { en: string; th: string };

/** A picture of a product. `mockupArea` (fractions of the image) is where a design is composited. */
export type ProductImage = {
  id: string;
  url: string;
  alt: LocalizedText;
  mockupArea?: { left: number; top: number; width: number; height: number };
  /** The option value this picture shows (a black shirt: `{ option: "colour", value: "black" }`). */
  shows?: { option: string; value: string };
  /**
   * The print area (its code) whose design `mockupArea` draws: a shirt seen from behind draws the
   * `back`. Absent: the first area the chosen options ask for (docs/product-rules.md#product-page).
   */
  mockupPrintArea?: string;
};

export const categories = pgTable("categories", {
  slug: varchar("slug", { length: 40 }).primaryKey(),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  image: text("image").notNull(),
  position: integer("position").notNull(),
});

/**
 * What an option value changes at the printer (the catalog's `providerMappingSchema`, docs/cloudprinter.md
 * §5.1): options sent with the line, another product, copies per unit, or nothing.
 */
export type ProviderMapping =
  | { kind: "options"; options: { type: string; count: number }[] }
  | { kind: "product"; product: string }
  | { kind: "copies"; perUnit: number }
  | { kind: "none"; reason: string };

/**
 * A quantity tier: from `minQuantity` units of one line, every unit costs `percentOff` percent less
 * (of the unit price with its options). docs/product-rules.md#price-breaks.
 */
export type PriceBreak = { minQuantity: number; percentOff: number };

/**
 * Prices are USD cents. `providerReference` is the Cloudprinter product reference; `copiesPerUnit` the
 * printed copies one unit we sell holds (a box of 250 cards).
 */
export const products = pgTable("products", {
  id: integer("id").primaryKey(),
  reference: varchar("reference", { length: 80 }).notNull().unique(),
  categorySlug: varchar("category_slug", { length: 40 })
    .notNull()
    .references(() => categories.slug),
  name: jsonb("name").$type<LocalizedText>().notNull(),
  description: jsonb("description").$type<LocalizedText>().notNull(),
  basePrice: integer("base_price").notNull(),
  currency: varchar("currency", { length: 3 }).notNull().default("USD"),
  providerReference: varchar("provider_reference", { length: 120 }).notNull(),
  copiesPerUnit: integer("copies_per_unit").notNull().default(1),
  images: jsonb("images").$type<ProductImage[]>().notNull(),
  /**
   * What one unit is, in every language ("box of {copies} cards", "book"): every price names it.
   * `{copies}` is the printed copies of the chosen options (docs/product-rules.md#units).
   */
  unit: jsonb("unit").$type<LocalizedText>().notNull().default({ en: "item", th: "ชิ้น" }),
  /** The one quantity range of this product, everywhere it is asked (product page, cart, calculator). */
  minQuantity: integer("min_quantity").notNull().default(1),
  maxQuantity: integer("max_quantity").notNull().default(1000),
  /** Quantity tiers, ascending by `minQuantity`; empty for none. */
  priceBreaks: jsonb("price_breaks").$type<PriceBreak[]>().notNull().default([]),
  /**
   * The average and count of the product's visible reviews (product_reviews), kept by the code that
   * writes or hides a review in the same transaction; 0 / 0 until a customer has reviewed it.
   */
  rating: numeric("rating", { precision: 2, scale: 1 }).notNull().default("0"),
  reviewCount: integer("review_count").notNull().default(0),
  position: integer("position").notNull(),
  active: boolean("active").notNull().default(true),
  /** When staff last changed this product in the admin (the catalog list's "Edited by staff"). */
  editedAt: timestamp("edited_at", { withTimezone: true }),
  /**
   * Where the product came from: `file` (catalog.json, inserted once by the start-up seed,
   * docs/admin.md#the-data-files-products) or `provider` (staff created it from a product of the
   * provider account, docs/admin.md#provider-catalogue; ids from IMPORTED_PRODUCT_ID_START up). Both
   * are staff's once stored; only imported ones are margin-guarded yet.
   */
  origin: varchar("origin", { length: 12 }).$type<ProductOrigin>().notNull().default("file"),
  /** A garment's measurements per size, shown on its page; null for a product without sizes. */
  sizeChart: jsonb("size_chart").$type<SizeChart>(),
});

/**
 * A size chart: what is measured (in every language) and, per size, a value in millimetres for each
 * measure (null where unknown). The page shows centimetres and inches.
 */
export type SizeChart = {
  measures: LocalizedText[];
  rows: { label: string; mm: (number | null)[] }[];
};

export type ProductOrigin = "file" | "provider";

/** An option such as "finish"; `code` is the option id used in carts and quotes. */
export const productOptions = pgTable(
  "product_options",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: varchar("code", { length: 40 }).notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    position: integer("position").notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.code] })],
);

export const productOptionValues = pgTable(
  "product_option_values",
  {
    productId: integer("product_id").notNull(),
    optionCode: varchar("option_code", { length: 40 }).notNull(),
    code: varchar("code", { length: 40 }).notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    priceModifier: integer("price_modifier").notNull().default(0),
    /** What choosing this value changes at the printer (ProviderMapping). */
    provider: jsonb("provider").$type<ProviderMapping>().notNull(),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.optionCode, table.code] }),
    foreignKey({
      columns: [table.productId, table.optionCode],
      foreignColumns: [productOptions.productId, productOptions.code],
    }).onDelete("cascade"),
  ],
);

/** Which Cloudprinter file a print area becomes (docs/cloudprinter.md §2.3). */
export type PrintFileRole = "product" | "cover" | "book";

/** A print area's size when an option value changes the format: `{ option: "size", value: "12x12", ... }`. */
export type PrintAreaSize = { option: string; value: string; widthMm: number; heightMm: number };

/** The option value (codes) whose choice asks for an area's design: a T-shirt's back with "Front and back". */
export type PrintAreaNeededWith = { option: string; value: string };

/**
 * The printable surface in millimetres (trim size; a cover's is its spread), used for print-readiness
 * hints and, for books, the checks before adding to the cart. One design file per area and role.
 */
export const printAreas = pgTable(
  "print_areas",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    code: varchar("code", { length: 40 }).notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    widthMm: integer("width_mm").notNull(),
    heightMm: integer("height_mm").notNull(),
    /** Pages a PDF for this area is expected to have (1 for flat products; a book's default count). */
    pages: integer("pages").notNull().default(1),
    fileRole: varchar("file_role", { length: 8 }).$type<PrintFileRole>().notNull().default("product"),
    sizes: jsonb("sizes").$type<PrintAreaSize[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
    /**
     * The design must carry its own cut line, a spot colour named CutContour (a die-cut sticker; the
     * account's `cut_line_required` spec). The upload check says when it is missing.
     */
    cutLine: boolean("cut_line").notNull().default(false),
    /**
     * The page of its role's printer file this area fills: a double-sided postcard's front 1 and back 2,
     * each uploaded and checked on its own, put together into one PDF when the order is printed
     * (docs/product-rules.md#sides). Null when the area's files go to the printer as they are.
     */
    filePage: integer("file_page"),
    /**
     * Asked for only when the customer picks this option value (a T-shirt's back with the print position
     * "Front and back", docs/product-rules.md#sides); null when every order needs it.
     */
    neededWith: jsonb("needed_with").$type<PrintAreaNeededWith>(),
    /**
     * Bleed on every edge and the safety margin inside the trim, in millimetres, from the account's
     * `bleed_in_mm` and `safety_margin_in_mm` specs (a garment: no bleed, 10 mm). The designer draws its
     * guides and the print file's page from them (docs/designer.md#print-guides). Null when the account
     * gives none: our 3 mm standard.
     */
    bleedMm: real("bleed_mm"),
    safetyMm: real("safety_mm"),
  },
  (table) => [primaryKey({ columns: [table.productId, table.code] })],
);
