import type { OptionSelection } from "@/modules/catalog";
import type { DesignDocument } from "@/modules/print-design";
import type { DesignerProduct } from "./designer-product";
import type { DesignImage } from "./schema";

/** A template made ready for this product and language: its document at the product's trim size. */
export type DesignTemplateView = { id: string; name: string; document: DesignDocument };

/** What the designer page (src/app/[locale]/(shop)/design/[productId]) hands the editor. */
export type DesignEditorProps = {
  product: DesignerProduct;
  /** The options chosen on the product page; the cart's add checks them again. */
  selection: OptionSelection;
  /** Human-readable choices, e.g. ["Finish: Gloss", "Pack: 500 cards"]. */
  selectionSummary: string[];
  quantity: number;
  /** The product page with the same choices, for "Change options". */
  productHref: string;
  templates: DesignTemplateView[];
  /** The draft reopened (`?design=`), with its images' links; null to start from the template picker. */
  saved: { designId: string; name: string; document: DesignDocument; images: DesignImage[] } | null;
};
