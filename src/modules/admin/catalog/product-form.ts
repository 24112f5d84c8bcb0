import {
  centsToDollars,
  mockupAreaForm,
  sizeChartFormOf,
  type ProductEditForm,
  type SizeChartForm,
} from "@/modules/catalog";
import type { EditableProduct } from "@/modules/catalog/server";

/** A picture in the form: `key` tells React rows apart (a new picture has no id yet); the server drops it. */
export type FormImage = ProductEditForm["images"][number] & { key: string };
export type CatalogFormValues = Omit<ProductEditForm, "images" | "sizeChart"> & {
  images: FormImage[];
  /** Always sent: null removes a stored chart. */
  sizeChart: SizeChartForm | null;
};

/** The form's starting values for a stored product: prices as the dollars staff type. */
export function catalogFormValues(product: EditableProduct): CatalogFormValues {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    basePrice: centsToDollars(product.basePrice),
    active: product.active,
    priceBreaks: product.priceBreaks.map((tier) => ({
      minQuantity: String(tier.minQuantity),
      percentOff: String(tier.percentOff),
    })),
    images: product.images.map((image) => ({
      key: image.id,
      id: image.id,
      url: image.url,
      alt: image.alt,
      ...(image.shows ? { shows: image.shows } : {}),
      ...(image.mockupPrintArea ? { mockupPrintArea: image.mockupPrintArea } : {}),
      // Always sent: null takes a stored area off.
      mockupArea: image.mockupArea ? mockupAreaForm(image.mockupArea) : null,
    })),
    options: product.options.map((option) => ({
      code: option.code,
      values: option.values.map((value) => ({
        code: value.code,
        name: value.name,
        priceModifier: centsToDollars(value.priceModifier),
      })),
    })),
    sizeChart: product.sizeChart ? sizeChartFormOf(product.sizeChart) : null,
    printAreas: product.printAreas.map(({ code, cutLine }) => ({ code, cutLine })),
  };
}

/** The id of a field's control, from its error path: "name.th" → "product-name-th". */
export function fieldId(path: string): string {
  return `product-${path.replaceAll(".", "-")}`;
}
