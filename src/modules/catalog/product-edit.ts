import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/form-text";
import { priceBreaksField } from "./price-break-input";
import { productIdSchema } from "./schema";
import { mockupAreaInput } from "./mockup-area-input";
import { sizeChartInput } from "./size-chart";

/*
 * What the admin's product form sends (docs/admin.md#catalog), shared by the form (which checks
 * before sending) and the server (which checks again). Messages are keys under
 * `admin.catalog.errors`. Prices are typed in dollars ("19.99") and become USD cents here, the unit
 * the catalog stores (docs/product-rules.md#catalog).
 */

/** $10,000.00: far above anything we sell; a typo of a few zeros is caught, not charged. */
export const MAX_BASE_PRICE_CENTS = 1_000_000;
/** ±$1,000.00 for an option value; the file schema allows any integer, staff get a sensible range. */
export const MAX_MODIFIER_CENTS = 100_000;
export const NAME_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const ALT_MAX_LENGTH = 200;
export const MAX_IMAGES = 12;

/**
 * A product picture's URL: a file under public/images (no "..", no query, an image extension), or a
 * picture staff uploaded to storage, `/media/catalog/<uuid>.webp` (product-picture.ts). The server
 * checks that either exists (catalog-edit.server.ts).
 */
export const IMAGE_PATH =
  /^(?:\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_.-]+\.(?:svg|png|jpe?g|webp|avif)|\/media\/catalog\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp)$/i;

/**
 * Dollars as people type them: "19.99", "19", "19.9", "-2.50" (when `negative`). A comma gets its own
 * message, since "19,99" is how much of the world writes cents; anything else that is not a number
 * is "not a price". Returns cents or the message key of the problem.
 */
function parseDollars(text: string, { negative = false } = {}): number | { error: string } {
  const typed = text.trim().replace(/^\$/, "").trim();
  if (typed === "") return { error: "priceRequired" };
  if (typed.includes(",")) return { error: "priceComma" };
  const match = /^(-?)(\d{1,9})(?:\.(\d*))?$/.exec(typed) ?? /^(-?)()\.(\d+)$/.exec(typed);
  if (!match) return { error: "priceNotNumber" };
  const [, sign, whole, fraction = ""] = match;
  if (fraction.length > 2) return { error: "priceDecimals" };
  if (sign && !negative) return { error: "pricePositive" };
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  return sign ? -cents : cents;
}

/** Cents back to what the field shows: 1999 → "19.99", -250 → "-2.50". */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export const dollarsField = (options: { negative: boolean; min: number; max: number; rangeError: string }) =>
  z.string({ error: "priceRequired" }).transform((text, context) => {
    const cents = parseDollars(text, options);
    if (typeof cents !== "number") {
      context.addIssue({ code: "custom", message: cents.error });
      return z.NEVER;
    }
    if (cents < options.min || cents > options.max) {
      context.addIssue({ code: "custom", message: options.rangeError });
      return z.NEVER;
    }
    return cents;
  });

const localized = (required: string, max: number, text = singleLineText) =>
  z.object({
    en: text(required).min(1, required).max(max, "tooLong"),
    th: text(required).min(1, required).max(max, "tooLong"),
  });

const code = z.string().max(40);

export const productEditInput = z.object({
  id: productIdSchema,
  name: localized("nameRequired", NAME_MAX_LENGTH),
  description: localized("descriptionRequired", DESCRIPTION_MAX_LENGTH, multiLineText),
  basePrice: dollarsField({
    negative: false,
    min: 1,
    max: MAX_BASE_PRICE_CENTS,
    rangeError: "basePriceRange",
  }),
  active: z.boolean(),
  /**
   * Checked against the stored quantity range on the server (priceBreakErrors). Left out, the stored
   * breaks stay: an edit that doesn't name them never clears them.
   */
  priceBreaks: priceBreaksField.optional(),
  /**
   * Whether each print area's designs must carry a cut line (docs/product-rules.md#cut-lines), in the
   * stored order; the server refuses a list of other areas. Left out, the stored areas stay.
   */
  printAreas: z
    .array(z.object({ code, cutLine: z.boolean() }))
    .max(20)
    .optional(),
  images: z
    .array(
      z.object({
        /** A picture already stored keeps its id (and its mockup area); a new one has none. */
        id: code.optional(),
        url: z.string().trim().max(300, "imageUrl").regex(IMAGE_PATH, "imageUrl"),
        alt: localized("altRequired", ALT_MAX_LENGTH),
        /** The option value the picture shows (docs/admin.md#catalog); the server checks it is the product's. */
        shows: z.object({ option: code, value: code }).optional(),
        /**
         * Where the customer's design is drawn on the picture (docs/admin.md#mockup-area): null for
         * nowhere; left out, a stored picture keeps its own.
         */
        mockupArea: mockupAreaInput.nullable().optional(),
        /**
         * The print area whose design the mockup area draws (a shirt's `back`); left out, the first one
         * the chosen options ask for. The server checks it is one of the product's.
         */
        mockupPrintArea: code.optional(),
      }),
    )
    .min(1, "imagesRequired")
    .max(MAX_IMAGES, "imagesTooMany"),
  options: z
    .array(
      z.object({
        code,
        values: z
          .array(
            z.object({
              code,
              name: localized("valueNameRequired", NAME_MAX_LENGTH),
              priceModifier: dollarsField({
                negative: true,
                min: -MAX_MODIFIER_CENTS,
                max: MAX_MODIFIER_CENTS,
                rangeError: "modifierRange",
              }),
            }),
          )
          .max(50),
      }),
    )
    .max(20),
  /** The garment's size chart (docs/admin.md#size-chart): null removes it, absent leaves it as stored. */
  sizeChart: sizeChartInput.nullable().optional(),
});

/** What the form sends: texts as typed, prices as dollar strings. */
export type ProductEditForm = z.input<typeof productEditInput>;
/** What the server applies: trimmed texts, prices in cents. */
export type ProductEdit = z.output<typeof productEditInput>;

/** A field's path ("name.th", "options.0.values.1.priceModifier") → the message key of its first problem. */
export type ProductEditErrors = Record<string, string>;

export function productEditErrors(error: z.ZodError): ProductEditErrors {
  const errors: ProductEditErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".") || "form";
    errors[path] ??= issue.message;
  }
  return errors;
}
