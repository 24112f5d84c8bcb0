import type { Locale } from "@/modules/i18n";
import type {
  LocalizedText,
  PriceBreak,
  PrintAreaNeededWith,
  PrintAreaSize,
  PrintFileRole,
  ProductImage as StoredImage,
  SizeChart,
} from "@/server/db/schema/catalog";
import type { ProviderMapping } from "./provider-line";
import type { Product } from "./schema";

/** A product as stored: every text in every language. */
export type StoredProduct = {
  id: number;
  reference: string;
  /** Cloudprinter's product reference; what a print order names unless an option picks another. */
  providerReference: string;
  /** Printed copies in one unit we sell (a box of 250 cards). */
  copiesPerUnit: number;
  categorySlug: string;
  categoryName: LocalizedText;
  name: LocalizedText;
  description: LocalizedText;
  basePrice: number;
  /** What one unit is, `{copies}` for its printed copies (docs/product-rules.md#units). */
  unit: LocalizedText;
  minQuantity: number;
  maxQuantity: number;
  priceBreaks: PriceBreak[];
  images: StoredImage[];
  rating: number;
  reviewCount: number;
  /** A garment's measurements per size; absent or null for a product without sizes. */
  sizeChart?: SizeChart | null;
  printAreas: {
    code: string;
    name: LocalizedText;
    widthMm: number;
    heightMm: number;
    pages: number;
    fileRole: PrintFileRole;
    cutLine: boolean;
    filePage: number | null;
    neededWith: PrintAreaNeededWith | null;
    /** Null (or absent in a fixture written before they were read): our 3 mm standard. */
    bleedMm?: number | null;
    safetyMm?: number | null;
    sizes: PrintAreaSize[];
  }[];
  options: {
    code: string;
    name: LocalizedText;
    values: {
      code: string;
      name: LocalizedText;
      priceModifier: number;
      /** What choosing this value changes at the printer (providerLine). */
      provider: ProviderMapping;
    }[];
  }[];
};

/** The product shape (docs/product-rules.md#catalog) in one language. */
export function localizeProduct(product: StoredProduct, locale: Locale): Product {
  const images = product.images.map((image, index) => ({
    id: image.id,
    url: image.url,
    type: index === 0 ? ("mockup" as const) : ("photo" as const),
    alt: image.alt[locale],
    ...(image.mockupArea ? { mockupArea: image.mockupArea } : {}),
    ...(image.shows ? { shows: image.shows } : {}),
    ...(image.mockupPrintArea ? { mockupPrintArea: image.mockupPrintArea } : {}),
  }));
  return {
    id: product.id,
    reference: product.reference,
    name: product.name[locale],
    description: product.description[locale],
    category: product.categorySlug,
    categoryName: product.categoryName[locale],
    printAreas: product.printAreas.map((area) => ({
      id: area.code,
      name: area.name[locale],
      width: area.widthMm,
      height: area.heightMm,
      pages: area.pages,
      file: area.fileRole,
      cutLine: area.cutLine,
      filePage: area.filePage,
      neededWith: area.neededWith,
      bleed: area.bleedMm ?? null,
      safety: area.safetyMm ?? null,
      sizes: area.sizes.map((size) => ({
        option: size.option,
        value: size.value,
        width: size.widthMm,
        height: size.heightMm,
      })),
    })),
    options: product.options.map((option) => ({
      id: option.code,
      name: option.name[locale],
      values: option.values.map((value) => ({
        id: value.code,
        name: value.name[locale],
        priceModifier: value.priceModifier,
        ...(value.provider.kind === "copies" ? { copies: value.provider.perUnit } : {}),
      })),
    })),
    basePrice: product.basePrice,
    currency: "USD",
    unit: product.unit[locale],
    copiesPerUnit: product.copiesPerUnit,
    minQuantity: product.minQuantity,
    maxQuantity: product.maxQuantity,
    priceBreaks: product.priceBreaks,
    images,
    image: images[0]?.url ?? "",
    rating: product.rating,
    reviewCount: product.reviewCount,
    sizeChart: product.sizeChart
      ? {
          measures: product.sizeChart.measures.map((measure) => measure[locale]),
          rows: product.sizeChart.rows,
        }
      : null,
  };
}
