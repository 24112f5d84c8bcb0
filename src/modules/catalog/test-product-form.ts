import type { EditableProduct } from "./catalog-edit.server";

/**
 * The admin product form's values for a stored product, as the form sends them unchanged (prices in
 * dollars, as typed): a test or script changes the field it is about and saves.
 */
export function productFormValues(product: EditableProduct) {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    basePrice: (product.basePrice / 100).toFixed(2),
    active: product.active,
    priceBreaks: product.priceBreaks.map((tier) => ({
      minQuantity: String(tier.minQuantity),
      percentOff: String(tier.percentOff),
    })),
    images: product.images.map(({ id, url, alt, mockupPrintArea }) => ({
      id,
      url,
      alt,
      ...(mockupPrintArea && { mockupPrintArea }),
    })),
    options: product.options.map((option) => ({
      code: option.code,
      values: option.values.map((value) => ({
        code: value.code,
        name: value.name,
        priceModifier: (value.priceModifier / 100).toFixed(2),
      })),
    })),
  };
}
