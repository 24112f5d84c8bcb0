"use server";

import { staff } from "@/modules/accounts/server";
import {
  offeredOptionsInput,
  productEditErrors,
  productEditInput,
  productImportInput,
  type ProductEditErrors,
} from "@/modules/catalog";
import { accountProduct } from "@/modules/fulfilment/server";
import type { EditableProduct } from "@/modules/catalog/server";
import { defineAction } from "@/server/actions";
import { db } from "@/server/db";
import { saveCatalogProduct } from "./product-edits.server";
import { importProviderProduct, type ImportProductResult } from "./product-imports.server";
import { saveOfferedOptions, type SaveOfferedOptionsResult } from "./offered-options.server";

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

export type ImportProductActionResult = ImportProductResult | { ok: false; error: "unauthorized" | "failed" };

/**
 * Creates a shop product from a product of the provider account (docs/admin.md#provider-catalogue),
 * not yet for sale; staff then publish it from its edit page, where the margin guard runs. The
 * account's `products/info` is asked afresh, so every value offered is one the printer has now.
 */
export const importProduct = defineAction(
  {
    access: staff,
    input: productImportInput,
    invalid: (error) => ({ ok: false, error: "invalid", fieldErrors: productEditErrors(error) }),
    failed: "provider product import failed",
    logged: {
      message: "product imported from the provider catalogue",
      when: (result: ImportProductActionResult) => result.ok,
      fields: (input) => ({ providerReference: input.providerReference }),
    },
  },
  async (input, { user }): Promise<ImportProductActionResult> =>
    importProviderProduct(db(), user, input, await accountProduct(input.providerReference)),
);

export type SaveOptionsActionResult =
  SaveOfferedOptionsResult | { ok: false; error: "unauthorized" | "failed" };

/**
 * Replaces the options an imported product offers (docs/admin.md#offered-options): values are added and
 * removed from the account's own families, checked against its `products/info` asked afresh, and a
 * product for sale only at prices the margin guard passes.
 */
export const saveProductOptions = defineAction(
  {
    access: staff,
    input: offeredOptionsInput,
    invalid: (error) => ({ ok: false, error: "invalid", fieldErrors: productEditErrors(error) }),
    failed: "product options save failed",
    logged: {
      message: "product options changed",
      when: (result: SaveOptionsActionResult) => result.ok && result.changed,
      fields: (input) => ({ productId: input.id }),
    },
  },
  async (input, { user }): Promise<SaveOptionsActionResult> =>
    saveOfferedOptions(db(), user, input, accountProduct),
);
