import { z } from "zod";
import { MAX_PRODUCT_ID } from "./product-path";

/** A product id as a request sends it: a whole number the `products.id` column can hold. */
export const productIdSchema = z.number().int().positive().max(MAX_PRODUCT_ID);

/**
 * The shapes the catalog answers (docs/product-rules.md#catalog), in one language. The read API, the pages and
 * the cart all use these; the tables behind them keep every language.
 */
const printAreaSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Millimetres, trim size. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Pages a PDF for this area should have (a book's interior: the default; see printAreaSpec). */
  pages: z.number().int().positive(),
  /** Which Cloudprinter file the design becomes: `product` (flat), or a book's `cover` and `book`. */
  file: z.enum(["product", "cover", "book"]),
  /**
   * The design must carry its own cut line, a spot colour named CutContour (a die-cut sticker; see
   * docs/product-rules.md#cut-lines): a PDF without one, or an image, cannot go into the cart.
   */
  cutLine: z.boolean(),
  /**
   * The page of the printer's file this area fills (a double-sided postcard's front 1, back 2): it takes
   * one design, checked on its own, and the sides are put together into one PDF when the order is
   * printed (docs/product-rules.md#sides). Null when the area's designs go to the printer as they are.
   */
  filePage: z.number().int().positive().nullable(),
  /**
   * Asked for only when the customer picks this option value (codes): a T-shirt's back with the print
   * position "Front and back" (docs/product-rules.md#sides). Null when every order needs a design here.
   */
  neededWith: z.object({ option: z.string(), value: z.string() }).nullable(),
  /**
   * Bleed on every edge and safety margin inside the trim, millimetres, from the account's specs; null
   * for our 3 mm standard (docs/designer.md#print-guides).
   */
  bleed: z.number().nonnegative().nullable(),
  safety: z.number().nonnegative().nullable(),
  /** Other sizes chosen by an option value (the photo book's size); see printAreaSpec. */
  sizes: z.array(
    z.object({
      option: z.string(),
      value: z.string(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  ),
});

const optionValueSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** USD cents added to the unit price. */
  priceModifier: z.number().int(),
  /** A pack: the printed copies one unit holds are multiplied by this (docs/product-rules.md#units). */
  copies: z.number().int().positive().optional(),
});

const productOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  values: z.array(optionValueSchema).min(1),
});

const productImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  type: z.enum(["photo", "mockup"]),
  alt: z.string(),
  /** Where a design is composited onto this picture, as fractions of its width and height. */
  mockupArea: z
    .object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() })
    .optional(),
  /** The option value this picture shows; the product page leads with it when that value is chosen. */
  shows: z.object({ option: z.string(), value: z.string() }).optional(),
  /** The print area whose design is drawn on the mockup area; absent: the first one asked for. */
  mockupPrintArea: z.string().optional(),
});

/** From `minQuantity` units of one line, every unit costs `percentOff` percent less (docs/product-rules.md#price-breaks). */
const priceBreakSchema = z.object({
  minQuantity: z.number().int().positive(),
  percentOff: z.number().int().min(1).max(90),
});

/**
 * A garment's measurements in one language (docs/product-rules.md#size-chart): the measures' names, then
 * per size a value in millimetres for each measure, null where not measured.
 */
const sizeChartSchema = z.object({
  measures: z.array(z.string()),
  rows: z.array(z.object({ label: z.string(), mm: z.array(z.number().positive().nullable()) })),
});

export const productSchema = z.object({
  id: z.number().int().positive(),
  reference: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  categoryName: z.string(),
  printAreas: z.array(printAreaSchema),
  options: z.array(productOptionSchema),
  /** USD cents per unit before option modifiers. */
  basePrice: z.number().int().nonnegative(),
  currency: z.literal("USD"),
  /** What one unit is, with `{copies}` for the copies of the chosen options (unitLabel; docs/product-rules.md#units). */
  unit: z.string(),
  /** Printed copies in one unit before a pack option multiplies them. */
  copiesPerUnit: z.number().int().positive(),
  /** The product's one quantity range (docs/product-rules.md#quantities). */
  minQuantity: z.number().int().positive(),
  maxQuantity: z.number().int().positive(),
  /** Ascending quantity tiers (docs/product-rules.md#price-breaks); empty for none. */
  priceBreaks: z.array(priceBreakSchema),
  images: z.array(productImageSchema),
  image: z.string(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** Null for a product without one. */
  sizeChart: sizeChartSchema.nullable(),
});

export type PrintArea = z.infer<typeof printAreaSchema>;
export type ProductOption = z.infer<typeof productOptionSchema>;
export type Product = z.infer<typeof productSchema>;
export type PriceBreak = z.infer<typeof priceBreakSchema>;
export type LocalizedSizeChart = z.infer<typeof sizeChartSchema>;

/** Chosen option values: option id → value id, e.g. `{ finish: "gloss" }`. */
export const optionSelectionSchema = z.record(z.string().max(40), z.string().max(40));
export type OptionSelection = z.infer<typeof optionSelectionSchema>;
