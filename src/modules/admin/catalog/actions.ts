"use server";

import { staff } from "@/modules/accounts/server";
import { productEditErrors, productEditInput, type ProductEditErrors } from "@/modules/catalog";
import type { EditableProduct } from "@/modules/catalog/server";
import { defineAction } from "@/server/actions";
import { db } from "@/server/db";
import { saveCatalogProduct } from "./product-edits.server";

export type SaveProductResult =
  | { ok: true; changed: boolean; product: EditableProduct }
  | { ok: false; error: "invalid"; fieldErrors: ProductEditErrors }
  | { ok: false; error: "notFound" | "unauthorized" | "failed" };

/**
 * The catalog's product form (docs/admin.md#catalog): names, descriptions, base price, active flag,
 * pictures, and option values' names and prices. Field errors are message keys by field path. A failed
 * save wrote nothing (one transaction); the form says so.
 */
export const saveProduct = defineAction(
  {
    access: staff,
    input: productEditInput,
    invalid: (error) => ({ ok: false, error: "invalid", fieldErrors: productEditErrors(error) }),
    failed: "catalog product save failed",
    logged: {
      message: "product edited",
      when: (result: SaveProductResult) => result.ok && result.changed,
      fields: (input) => ({ productId: input.id }),
    },
  },
  async (input, { user }): Promise<SaveProductResult> => saveCatalogProduct(db(), user, input),
);
