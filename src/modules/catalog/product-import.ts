import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/form-text";
import {
  ALT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  dollarsField,
  IMAGE_PATH,
  MAX_BASE_PRICE_CENTS,
  NAME_MAX_LENGTH,
} from "./product-edit";
import { mockupAreaInput } from "./mockup-area-input";
import { priceBreakErrors, priceBreaksField } from "./price-break-input";
import { MAX_QUANTITY_CAP } from "./quantity-range";
import { sizeChartInput } from "./size-chart";
import {
  backWithField,
  backWithIssue,
  cheapestPrice,
  offeredOptionsField,
  offeredOptionsIssues,
  providerCode,
  shopCode as code,
} from "./offered-options";

/*
 * A shop product created from a product of the provider account (docs/admin.md#provider-catalogue).
 * What the form sends, shared by the form and the server, which checks it again and then against the
 * account's `products/info`: every value staff offer names one option reference of the product, in the
 * family the account puts it in, so what a customer chooses is always something the printer prints.
 * Messages are keys under `admin.catalog.errors`.
 */

/**
 * Ids of products staff create start here; the data file's products stay below (catalog-file.ts), so
 * the start-up seed, which inserts by id, can never meet a product staff made.
 */
export const IMPORTED_PRODUCT_ID_START = 1001;

const localized = (required: string, max: number, text = singleLineText) =>
  z.object({
    en: text(required).min(1, required).max(max, "tooLong"),
    th: text(required).min(1, required).max(max, "tooLong"),
  });

/** What one unit is; `{copies}` is the only placeholder (docs/product-rules.md#units). */
const unitText = (required: string) =>
  singleLineText(required)
    .min(1, required)
    .max(60, "tooLong")
    .refine((text) => !/\{(?!copies\})/.test(text), "unitPlaceholder");

const wholeNumber = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int(error).min(min, error).max(max, error);

export const productImportInput = z
  .object({
    providerReference: providerCode,
    reference: code,
    category: code,
    name: localized("nameRequired", NAME_MAX_LENGTH),
    description: localized("descriptionRequired", DESCRIPTION_MAX_LENGTH, multiLineText),
    unit: z.object({ en: unitText("unitRequired"), th: unitText("unitRequired") }),
    basePrice: dollarsField({
      negative: false,
      min: 1,
      max: MAX_BASE_PRICE_CENTS,
      rangeError: "basePriceRange",
    }),
    minQuantity: wholeNumber(1, MAX_QUANTITY_CAP, "quantityRange"),
    maxQuantity: wholeNumber(1, MAX_QUANTITY_CAP, "quantityRange"),
    priceBreaks: priceBreaksField.default([]),
    /** Printed sides: two gives a front and a back, each with its own design (docs/product-rules.md#sides). */
    sides: wholeNumber(1, 2, "sidesRange"),
    /** The offered value whose choice prints the back (a T-shirt's "Front and back"); null: always. */
    backWith: backWithField,
    image: z.object({
      url: z.string().trim().max(300, "imageUrl").regex(IMAGE_PATH, "imageUrl"),
      /** Where the customer's design is drawn on it (docs/admin.md#mockup-area); none: shown as it is. */
      mockupArea: mockupAreaInput.nullable().default(null),
      alt: localized("altRequired", ALT_MAX_LENGTH),
    }),
    options: offeredOptionsField,
    /** A garment's measurements per size, shown on its page (docs/product-rules.md#size-chart); none when absent. */
    sizeChart: sizeChartInput.nullable().optional(),
  })
  .superRefine((input, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path, message });
    if (input.maxQuantity < input.minQuantity) issue(["maxQuantity"], "quantityOrder");
    else
      for (const [path, message] of Object.entries(priceBreakErrors(input.priceBreaks, input)))
        issue(
          path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
          message,
        );
    for (const { path, message } of offeredOptionsIssues(input.options)) issue(["options", ...path], message);
    if (input.backWith !== null && input.sides < 2) issue(["backWith"], "backWithOneSide");
    else {
      const backIssue = backWithIssue(input.options, input.backWith);
      if (backIssue) issue(["backWith"], backIssue);
    }
    const cheapest = cheapestPrice(input.basePrice, input.options);
    if (cheapest < 1) issue(["basePrice"], "cheapestNotPositive");
  });

export type ProductImportForm = z.input<typeof productImportInput>;
export type ProductImport = z.output<typeof productImportInput>;
