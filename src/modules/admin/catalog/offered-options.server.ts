import "server-only";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";
import { checkAgainstAccount, printerMappingOf, type OfferedOptionsEdit } from "@/modules/catalog";
import { editableProduct, replaceOfferedOptions, type OfferedOptionsResult } from "@/modules/catalog/server";
import { productMargins } from "@/modules/fulfilment/server";
import type { Database } from "@/server/db";
import { marginRefusal, pricedAsEdited } from "./product-edits.server";
import type { AccountProduct } from "./product-imports.server";

export type SaveOfferedOptionsResult = OfferedOptionsResult | { ok: false; error: "notOnAccount" };

/**
 * Saves which options an imported product offers (docs/admin.md#offered-options): every value checked
 * against the account's `products/info` asked just now, a product for sale checked by the margin guard
 * at the new prices, then written with its audit entry (`product.options`) in one transaction.
 */
export async function saveOfferedOptions(
  database: Database,
  actor: AuditActor,
  edit: OfferedOptionsEdit,
  /** The account's description of the stored product's provider reference; null when it has none. */
  account: (reference: string) => Promise<AccountProduct | null>,
): Promise<SaveOfferedOptionsResult> {
  const stored = await editableProduct(database, edit.id);
  if (!stored) return { ok: false, error: "notFound" };
  if (stored.origin !== "provider") return { ok: false, error: "notImported" };
  const described = await account(stored.providerReference);
  if (!described) return { ok: false, error: "notOnAccount" };
  const families = new Map(described.options.map((option) => [option.reference, option.type]));
  const fieldErrors = checkAgainstAccount(edit, families);
  if (Object.keys(fieldErrors).length) return { ok: false, error: "invalid", fieldErrors };

  if (stored.active) {
    const options = edit.options.map((option) => ({
      code: option.code,
      values: option.values.map((value) => ({
        code: value.code,
        priceModifier: value.priceModifier,
        provider: printerMappingOf(value.providerOption),
      })),
    }));
    const refusal = marginRefusal(await productMargins({ ...pricedAsEdited(stored), options }), edit);
    if (refusal) return { ok: false, error: "invalid", fieldErrors: optionsRefusal(refusal) };
  }
  return replaceOfferedOptions(database, edit.id, edit, (tx, change) =>
    recordAudit(tx, actor, {
      action: "product.options",
      targetType: "product",
      targetId: String(edit.id),
      before: change.before,
      after: change.after,
    }),
  );
}

/**
 * The guard's refusal on this form: losing values keep their price field; a loss the form can't change
 * (the base price, a price break) becomes the form's own message, since those are set on the edit page.
 */
function optionsRefusal(refusal: Record<string, string>): Record<string, string> {
  if (refusal.active === "costUnknown") return { options: "costUnknown" };
  const errors: Record<string, string> = {};
  for (const [path, key] of Object.entries(refusal)) {
    if (path.startsWith("options.")) errors[path] = key;
    // `active` only says the whole product loses; the rows that lose are the other entries.
    else if (path !== "active") errors.options = "optionsAtLoss";
  }
  if (Object.keys(errors).length === 0) errors.options = "optionsAtLoss";
  return errors;
}
