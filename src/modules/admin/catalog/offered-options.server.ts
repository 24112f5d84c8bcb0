import "server-only";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";
import {
  checkAgainstAccount,
  keptOptionIssues,
  keptReferences,
  withKeptOptions,
  type OfferedOptionsEdit,
} from "@/modules/catalog";
import { editableProduct, replaceOfferedOptions, type OfferedOptionsResult } from "@/modules/catalog/server";
import { productMargins } from "@/modules/fulfilment/server";
import type { Database } from "@/server/db";
import { marginRefusal, pricedAsEdited } from "./product-edits.server";
import type { AccountProduct } from "./product-imports.server";

export type SaveOfferedOptionsResult = OfferedOptionsResult | { ok: false; error: "notOnAccount" };

/**
 * Saves which options a product offers (docs/admin.md#offered-options), imported or from the data file:
 * every value checked against the account's `products/info` asked just now, for the product's provider
 * reference and every other product a kept value prints as (a photo book's sizes), an imported
 * product for sale checked by the margin guard at the new prices, then written with its audit entry
 * (`product.options`) in one transaction.
 */
export async function saveOfferedOptions(
  database: Database,
  actor: AuditActor,
  edit: OfferedOptionsEdit,
  /** The account's description of a provider reference; null when it has none. */
  account: (reference: string) => Promise<AccountProduct | null>,
): Promise<SaveOfferedOptionsResult> {
  const stored = await editableProduct(database, edit.id);
  if (!stored) return { ok: false, error: "notFound" };
  const kept = keptReferences(stored.options);
  const fieldErrors: Record<string, string> = {};
  let baseFamilies: Map<string, string> | undefined;
  for (const reference of [stored.providerReference, ...kept.products]) {
    const described = await account(reference);
    if (!described) return { ok: false, error: "notOnAccount" };
    const families = new Map(described.options.map((option) => [option.reference, option.type]));
    baseFamilies ??= families;
    // The first product's answer stands for a field: the others only add what it didn't find.
    for (const [path, key] of Object.entries(checkAgainstAccount(edit, families))) fieldErrors[path] ??= key;
  }
  if (Object.keys(fieldErrors).length) return { ok: false, error: "invalid", fieldErrors };
  const keptFamilies = new Set([...kept.options].flatMap((reference) => baseFamilies?.get(reference) ?? []));
  // Before the guard, which would price a list that can't be saved.
  const keptIssues = keptOptionIssues(stored.options, edit.options, keptFamilies);
  if (Object.keys(keptIssues).length) return { ok: false, error: "invalid", fieldErrors: keptIssues };

  // The guard covers what the edit page's covers: the data file's products are not guarded yet (their
  // pack prices lose against the simulator's costs by the guard's rule; docs/admin.md#not-built-yet).
  if (stored.active && stored.origin === "provider") {
    const options = withKeptOptions(stored.options, edit.options);
    const refusal = marginRefusal(await productMargins({ ...pricedAsEdited(stored), options }), {
      options: edit.options,
    });
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
