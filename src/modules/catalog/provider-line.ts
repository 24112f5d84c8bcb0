import { z } from "zod";
import type { OptionSelection } from "./schema";

/** An option CloudCore receives with a line: the option *reference* (never its family) and its count. */
const providerOptionSchema = z.object({
  type: z.string().regex(/^[a-z0-9_]+$/, "a Cloudprinter option reference (lower-case, digits, underscores)"),
  count: z.number().int().positive(),
});

/**
 * What a chosen option value changes at the printer (docs/cloudprinter.md §5, "Print mapping"). Every
 * value says it explicitly, so nothing the customer pays for can silently stay at the shop:
 * - `options`: options sent with the line, counts explicit (pages for `total_pages` and page-block
 *   papers, 1 for finishes and papers);
 * - `product`: the line prints as another provider product (a photo book's size);
 * - `copies`: a pack; the provider's count is our quantity × `perUnit`;
 * - `none`: changes nothing at the printer (`reason` says why); such a value may not cost extra.
 */
export const providerMappingSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("options"), options: z.array(providerOptionSchema).min(1) }),
  z.object({ kind: z.literal("product"), product: z.string().regex(/^[a-z0-9_]+$/) }),
  z.object({ kind: z.literal("copies"), perUnit: z.number().int().positive() }),
  z.object({ kind: z.literal("none"), reason: z.string().min(1) }),
]);

type ProviderOption = z.infer<typeof providerOptionSchema>;
export type ProviderMapping = z.infer<typeof providerMappingSchema>;

/** One order line as the printer receives it: product, options and copies (counts as numbers here). */
export type ProviderLine = { product: string; options: ProviderOption[]; count: number };

/**
 * What providerLine needs of a product: its provider reference, the printed copies in one unit we sell
 * (a box of 250 cards) and each option value's mapping.
 */
export type MappableProduct = {
  providerReference: string;
  copiesPerUnit: number;
  options: { code: string; values: { code: string; provider: ProviderMapping }[] }[];
};

/**
 * The provider line for `quantity` of `product` with `selection` (option code → value code): the one
 * place our choices become what Cloudprinter prints; the count is quantity × copiesPerUnit × a pack's
 * perUnit. The quote's shipping request and the order both
 * use it (the order keeps it as a snapshot), so what is rated is what is printed. An option missing from
 * the selection, or naming an unknown value, counts as its first value (the default the product page
 * preselects); priced selections always name every option.
 */
export function providerLine(
  product: MappableProduct,
  selection: OptionSelection,
  quantity: number,
): ProviderLine {
  let reference = product.providerReference;
  let perUnit = product.copiesPerUnit;
  const options: ProviderOption[] = [];
  for (const option of product.options) {
    const value =
      option.values.find((candidate) => candidate.code === selection[option.code]) ?? option.values[0];
    if (!value) continue;
    const mapping = value.provider;
    switch (mapping.kind) {
      case "options":
        options.push(...mapping.options.map(({ type, count }) => ({ type, count })));
        break;
      case "product":
        reference = mapping.product;
        break;
      case "copies":
        perUnit *= mapping.perUnit;
        break;
      case "none":
        break;
    }
  }
  return { product: reference, options, count: quantity * perUnit };
}
