"use server";

import { getTranslations } from "next-intl/server";
import { cartIdForAdding, currentCartId } from "@/modules/cart/server";
import { designDocumentSchema } from "@/modules/print-design";
import { createDesign, duplicateDesign, findDesign, updateDesign } from "@/modules/print-design/server";
import { anyone, defineAction } from "@/server/actions";
import { db } from "@/server/db";
import { withinClientRateLimit } from "@/server/http/client-rate-limit";
import { designImages } from "./design-images.server";
import { fitsProduct } from "./fits-product.server";
import { printDesignFiles } from "./print-files.server";
import {
  designIdInput,
  designImagesInput,
  printDesignInput,
  renameDesignInput,
  saveDesignInput,
  type DesignImagesResult,
  type PrintDesignResult,
  type SaveDesignResult,
} from "./schema";

/**
 * Autosave (docs/designer.md#designs-are-kept): the first save makes the draft in the visitor's cart
 * (a guest's, made now with its cookie, or the account's); later ones replace its document.
 */
export const saveDesign = defineAction(
  {
    access: anyone("a guest's designs are kept in their cart"),
    input: saveDesignInput,
    failed: "design save failed",
  },
  async ({ designId, name, document }): Promise<SaveDesignResult> => {
    const parsed = designDocumentSchema.safeParse(document);
    if (!parsed.success) return { ok: false, error: "invalid" };
    // A new draft is a row that stays: one client can't make them without end.
    if (!designId && !(await withinClientRateLimit("design-create", { limit: 60, windowSeconds: 600 }))) {
      return { ok: false, error: "rateLimited" };
    }
    const cartId = await cartIdForAdding(db());
    if (!designId) return { ok: true, designId: await createDesign(cartId, { name, document: parsed.data }) };
    const saved = await updateDesign(designId, cartId, { name, document: parsed.data });
    return saved ? { ok: true, designId } : { ok: false, error: "notFound" };
  },
);

/**
 * Saves the draft, freezes a copy and draws one print PDF per side from it (print-files.server.ts);
 * the designer then adds them to the cart through the cart's own add, with its checks.
 */
export const printDesign = defineAction(
  {
    access: anyone("a guest's own designs and uploads only"),
    input: printDesignInput,
    failed: "design print failed",
  },
  async ({ designId, document }): Promise<PrintDesignResult> => {
    const parsed = designDocumentSchema.safeParse(document);
    if (!parsed.success) return { ok: false, error: "invalid" };
    // Each call draws PDFs in the analysis processes, which uploads share.
    if (!(await withinClientRateLimit("design-print", { limit: 30, windowSeconds: 600 }))) {
      return { ok: false, error: "rateLimited" };
    }
    const cartId = await currentCartId(db());
    const draft = cartId ? await findDesign(designId, cartId) : undefined;
    if (!cartId || !draft || draft.frozen) return { ok: false, error: "notFound" };
    // The page is drawn at the document's trim: it must be the product's, on the product's own sides.
    if (draft.productId !== parsed.data.productId || !(await fitsProduct(parsed.data))) {
      return { ok: false, error: "invalid" };
    }
    await updateDesign(designId, cartId, { document: parsed.data });
    return printDesignFiles(cartId, { name: draft.name, document: parsed.data });
  },
);

/** Full-size links to the caller's own uploads, for the designer's canvas. */
export const loadDesignImages = defineAction(
  { access: anyone("a guest's own uploads only"), input: designImagesInput, failed: "design images failed" },
  async ({ uploadIds }): Promise<DesignImagesResult> => {
    const cartId = await currentCartId(db());
    return { ok: true, images: cartId ? await designImages(uploadIds, cartId) : [] };
  },
);

export const renameDesign = defineAction(
  {
    access: anyone("only the caller's own designs"),
    input: renameDesignInput,
    failed: "design rename failed",
  },
  async ({ designId, name }): Promise<SaveDesignResult> => {
    const cartId = await currentCartId(db());
    const renamed = cartId ? await updateDesign(designId, cartId, { name }) : false;
    return renamed ? { ok: true, designId } : { ok: false, error: "notFound" };
  },
);

export const copyDesign = defineAction(
  { access: anyone("only the caller's own designs"), input: designIdInput, failed: "design copy failed" },
  async ({ designId }): Promise<SaveDesignResult> => {
    const cartId = await currentCartId(db());
    const t = await getTranslations("designs");
    const copy = cartId
      ? await duplicateDesign(designId, cartId, (name) => t("copyName", { name }))
      : undefined;
    return copy ? { ok: true, designId: copy } : { ok: false, error: "notFound" };
  },
);
