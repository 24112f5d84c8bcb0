import type { Locale } from "@/modules/i18n";
import type { DesignDocument } from "@/modules/print-design";
import type { DesignerProduct } from "../designer-product";
import type { DesignTemplateView } from "../editor-props";
import { TemplateFitter } from "./fit-template";
import { TEMPLATES_BY_KIND } from "./template-library";
import type { DesignTemplate } from "./template-schema";

/** The side a template has nothing for: the customer starts it blank. */
const EMPTY_SIDE = { background: null, elements: [] };

/**
 * The templates of the product's kind, each made into a document for the product's trim and sides and
 * written in `locale`. A product side beyond the template's sides starts blank.
 */
export function templatesFor(product: DesignerProduct, locale: Locale): DesignTemplateView[] {
  return TEMPLATES_BY_KIND[product.kind].map((template) => ({
    id: template.id,
    name: template.name[locale],
    document: templateDocument(template, product, locale),
  }));
}

export function templateDocument(
  template: DesignTemplate,
  product: DesignerProduct,
  locale: Locale,
): DesignDocument {
  const fitter = new TemplateFitter(template.trim, product, locale);
  return {
    version: 1,
    productId: product.id,
    trim: product.trim,
    bleed: product.bleed,
    safety: product.safety,
    sides: product.sides.map(({ areaId }, index) => fitter.side(template.sides[index] ?? EMPTY_SIDE, areaId)),
  };
}
