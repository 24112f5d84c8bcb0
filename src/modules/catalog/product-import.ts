import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/form-text";
import {
  ALT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  dollarsField,
  IMAGE_PATH,
  MAX_BASE_PRICE_CENTS,
  MAX_MODIFIER_CENTS,
  NAME_MAX_LENGTH,
} from "./product-edit";
import { priceBreakErrors, priceBreaksField } from "./price-break-input";
import { MAX_QUANTITY_CAP } from "./quantity-range";
import { sizeChartInput } from "./size-chart";

/*
 * A shop product created from a product of the provider account (docs/admin.md#provider-catalogue).
 * What the form sends, shared by the form and the server, which checks it again and then against the
 * account's `products/info`: every value staff offer names one option reference of the product, in the
 * family the account puts it in, so what a customer chooses is always something the printer prints.
 * Messages are keys under `admin.catalog.errors`.
 */

/**
 * Ids of products staff create start here; the data file's products stay below (catalog-file.ts), so
 * the start-up seed, which upserts by id, can never write over a product staff made.
 */
export const IMPORTED_PRODUCT_ID_START = 1001;

/** An option reference or family as CloudCore writes them (lower case, digits, underscores). */
const providerCode = z
  .string()
  .regex(/^[a-z0-9_]+$/, "providerReference")
  .max(120, "providerReference");
/** Our own codes, as in URLs, carts and the data file. */
const code = z
  .string()
  .trim()
  .min(1, "codeRequired")
  .max(40, "tooLong")
  .regex(/^[a-z0-9][a-z0-9-]*$/, "codeFormat");

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
    /** Printed sides of the one design file: a double-sided postcard's PDF has two pages. */
    sides: wholeNumber(1, 2, "sidesRange"),
    image: z.object({
      url: z.string().trim().max(300, "imageUrl").regex(IMAGE_PATH, "imageUrl"),
      alt: localized("altRequired", ALT_MAX_LENGTH),
    }),
    options: z
      .array(
        z.object({
          /** The account's option family (`type` in products/info) this option offers values of. */
          family: providerCode,
          code,
          name: localized("optionNameRequired", NAME_MAX_LENGTH),
          values: z
            .array(
              z.object({
                /** The option reference sent to the printer when a customer picks this value. */
                providerOption: providerCode,
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
            .min(1, "valuesRequired")
            .max(50),
        }),
      )
      .max(20),
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
    const optionCodes = new Set<string>();
    const families = new Set<string>();
    input.options.forEach((option, i) => {
      if (optionCodes.has(option.code)) issue(["options", i, "code"], "codeTaken");
      optionCodes.add(option.code);
      // One value per family reaches the printer: two of our options may not both choose in one family.
      if (families.has(option.family)) issue(["options", i, "family"], "familyTwice");
      families.add(option.family);
      const valueCodes = new Set<string>();
      option.values.forEach((value, j) => {
        if (valueCodes.has(value.code)) issue(["options", i, "values", j, "code"], "codeTaken");
        valueCodes.add(value.code);
      });
    });
    const cheapest =
      input.basePrice +
      input.options.reduce((sum, option) => sum + Math.min(...option.values.map((v) => v.priceModifier)), 0);
    if (cheapest < 1) issue(["basePrice"], "cheapestNotPositive");
  });

export type ProductImportForm = z.input<typeof productImportInput>;
export type ProductImport = z.output<typeof productImportInput>;

/** What the account says of the product's options: reference → family (`products/info` `options[]`). */
export type ProviderOptionFamilies = Map<string, string>;

/**
 * The import checked against the account's product: each value's option reference must be one the
 * product offers, in the family its option was built from. Field path → message key; empty when fine.
 */
export function checkAgainstAccount(
  input: ProductImport,
  families: ProviderOptionFamilies,
): Record<string, string> {
  const errors: Record<string, string> = {};
  input.options.forEach((option, i) =>
    option.values.forEach((value, j) => {
      const family = families.get(value.providerOption);
      if (family === undefined) errors[`options.${i}.values.${j}.providerOption`] = "optionNotOnAccount";
      else if (family !== option.family)
        errors[`options.${i}.values.${j}.providerOption`] = "optionWrongFamily";
    }),
  );
  return errors;
}
