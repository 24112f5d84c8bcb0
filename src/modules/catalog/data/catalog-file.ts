import { z } from "zod";
import { providerMappingSchema } from "../provider-line";
import { IMPORTED_PRODUCT_ID_START } from "../product-import";
import { MAX_QUANTITY_CAP } from "../quantity-range";
import catalogJson from "./catalog.json";

/**
 * The shape of `catalog.json`, where a new database's catalog starts (each product inserted once). Parsing it at load means a typo
 * in the data file stops start-up with the path of the bad field, instead of a broken product page.
 */
const localized = z.object({ en: z.string().min(1), th: z.string().min(1) });
const code = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "lower-case letters, digits and dashes");
/** What one unit is ("box of {copies} cards"); `{copies}` is the only placeholder (docs/product-rules.md#units). */
const unitText = z
  .string()
  .min(1)
  .refine((text) => !/\{(?!copies\})/.test(text), {
    message: "the only placeholder a unit may hold is {copies}",
  });
/** A quantity tier (docs/product-rules.md#price-breaks): whole percents, never the whole price. */
const priceBreak = z.object({
  minQuantity: z.number().int().min(2),
  percentOff: z.number().int().min(1).max(90),
});

const catalogFileSchema = z.object({
  categories: z.array(z.object({ slug: code, name: localized, image: z.string().startsWith("/images/") })),
  products: z.array(
    z
      .object({
        /** Below IMPORTED_PRODUCT_ID_START: the ids above are those staff create from the provider's catalogue. */
        id: z.number().int().positive().lt(IMPORTED_PRODUCT_ID_START),
        reference: code,
        category: code,
        name: localized,
        description: localized,
        basePrice: z.number().int().nonnegative(),
        /** A Cloudprinter product reference documented in docs/cloudprinter.md §5. */
        providerReference: z.string().regex(/^[a-z0-9_]+$/),
        /** Printed copies in one unit we sell (a box of 250 cards: 250); the provider's count is quantity × this. */
        copiesPerUnit: z.number().int().positive(),
        unit: z.object({ en: unitText, th: unitText }),
        /** The one quantity range of the product (docs/product-rules.md#quantities). */
        minQuantity: z.number().int().positive(),
        maxQuantity: z.number().int().positive().max(MAX_QUANTITY_CAP),
        /** Ascending quantity tiers inside the range (docs/product-rules.md#price-breaks); none is allowed. */
        priceBreaks: z.array(priceBreak).default([]),
        printAreas: z
          .array(
            z.object({
              id: code,
              name: localized,
              /**
               * Which Cloudprinter file this area is (docs/cloudprinter.md §2.3): `product` for flat
               * products; a book has a `cover` area (the spread: back + spine + front) and a `book` area
               * (interior pages, whose count comes from the chosen "pages" value).
               */
              file: z.enum(["product", "cover", "book"]).default("product"),
              widthMm: z.number().int().positive(),
              heightMm: z.number().int().positive(),
              pages: z.number().int().positive(),
              /** Another size when an option value changes the format (the photo book's 12 × 12 in). */
              sizes: z
                .array(
                  z.object({
                    option: code,
                    value: code,
                    widthMm: z.number().int().positive(),
                    heightMm: z.number().int().positive(),
                  }),
                )
                .default([]),
            }),
          )
          .min(1),
        options: z.array(
          z.object({
            id: code,
            name: localized,
            values: z
              .array(
                z
                  .object({
                    id: code,
                    name: localized,
                    priceModifier: z.number().int(),
                    /** What the value changes at the printer (provider-line.ts). */
                    provider: providerMappingSchema,
                  })
                  .refine((value) => value.provider.kind !== "none" || value.priceModifier === 0, {
                    message:
                      'a value with provider kind "none" changes nothing at the printer, so its priceModifier must be 0',
                    path: ["priceModifier"],
                  }),
              )
              .min(1),
          }),
        ),
        images: z
          .array(
            z.object({
              url: z.string().startsWith("/images/"),
              alt: localized,
              mockupArea: z
                .object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() })
                .optional(),
              mockupPrintArea: code.optional(),
            }),
          )
          .min(1),
      })
      .superRefine((product, context) => {
        if (product.minQuantity > product.maxQuantity) {
          context.addIssue({ code: "custom", path: ["maxQuantity"], message: "below minQuantity" });
        }
        product.priceBreaks.forEach((tier, index) => {
          const previous = product.priceBreaks[index - 1];
          if (tier.minQuantity <= product.minQuantity || tier.minQuantity > product.maxQuantity) {
            context.addIssue({
              code: "custom",
              path: ["priceBreaks", index, "minQuantity"],
              message: "a tier starts above minQuantity and at most at maxQuantity",
            });
          }
          if (
            previous &&
            (tier.minQuantity <= previous.minQuantity || tier.percentOff <= previous.percentOff)
          ) {
            context.addIssue({
              code: "custom",
              path: ["priceBreaks", index],
              message: "tiers ascend: each starts later and takes more off than the one before",
            });
          }
        });
      }),
  ),
});

export type CatalogFile = z.infer<typeof catalogFileSchema>;

/** The data file, validated; `json` stands in for it in tests. */
export function loadCatalogFile(json: unknown = catalogJson): CatalogFile {
  return catalogFileSchema.parse(json);
}
