import type { ProductDef } from "./catalog";
import { fail } from "./errors";
import type { Fields } from "./fields";
import type { CpOption } from "./types";

/**
 * An item's `options[]` checked against its product (docs/cloudprinter.md §2.3, §2.10): every `type` must be one of the
 * product's option references (a family name such as "type_product_material" is refused, as reported from the live API),
 * one value per family, and books need `total_pages` within the product's page range.
 */
export function readOptions(item: Fields, product: ProductDef): CpOption[] {
  const families = new Set<string>();
  const options = item.optionalList("options").map((entry) => {
    const type = entry.text("type");
    const known = product.options.find((option) => option.reference === type);
    if (!known) {
      const valid = product.options.map((option) => option.reference).join(", ") || "none";
      throw fail.invalid(
        "option_unknown",
        `option_unknown: ${type} is not an option of ${product.reference} (valid: ${valid})`,
      );
    }
    if (families.has(known.type)) {
      throw fail.invalid(
        "option_conflict",
        `More than one option of family ${known.type} on ${item.path("options")}`,
      );
    }
    families.add(known.type);
    const count = entry.count("count");
    if (type === "total_pages" && product.pages) {
      const { min, max } = product.pages;
      if (count < min || count > max) {
        throw fail.invalid(
          "total_pages_out_of_range",
          `${entry.path("count")}: ${product.reference} takes ${min} to ${max} pages, not ${count}`,
        );
      }
    }
    return { type, count: String(count) };
  });
  if (product.pages && !families.has("type_total_pages")) {
    throw fail.invalid(
      "total_pages_required",
      `${item.path("options")}: ${product.reference} needs a total_pages option (count = pages)`,
    );
  }
  return options;
}

/** EUR per copy and grams per copy of a product with these (already checked) options. */
export function unitCost(product: ProductDef, options: CpOption[]): { eur: number; grams: number } {
  let eur = product.price;
  let grams = product.weight;
  for (const chosen of options) {
    const known = product.options.find((option) => option.reference === chosen.type);
    if (chosen.type === "total_pages" && product.pages) {
      eur += product.pages.price * Number(chosen.count);
      grams += product.pages.weight * Number(chosen.count);
    } else if (known) {
      eur += known.surcharge;
    }
  }
  return { eur, grams };
}

/** The cheapest copy with default options (books at their minimum page count): products' from_price. */
export function fromPrice(product: ProductDef): number {
  const pages = product.pages ? [{ type: "total_pages", count: String(product.pages.min) }] : [];
  return unitCost(product, pages).eur;
}
