import "server-only";
import {
  editableProduct,
  editProduct,
  type EditableProduct,
  type ProductEditResult,
} from "@/modules/catalog/server";
import type { ProductEdit } from "@/modules/catalog";
import { productMargins, type MarginReport } from "@/modules/fulfilment/server";
import type { Database } from "@/server/db";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";

/**
 * Saves staff's edit of one product (docs/admin.md#catalog): the catalog module writes it and drops
 * every process's catalog at commit; the audit entry, with the changed fields before and after, is
 * written in the same transaction. An edit that changes nothing writes nothing, not even an entry.
 *
 * A product staff created from the provider's catalogue is sold only above its cost: saving it as
 * active runs the margin guard on the prices being saved first, and a loss (or a cost the provider
 * can't give) refuses the save with the reason on the field (docs/admin.md#provider-catalogue).
 */
export async function saveCatalogProduct(
  database: Database,
  actor: AuditActor,
  edit: ProductEdit,
): Promise<ProductEditResult> {
  const stored = await editableProduct(database, edit.id);
  if (stored?.origin === "provider" && edit.active) {
    const refusal = marginRefusal(await productMargins(pricedAsEdited(stored, edit)), edit);
    if (refusal) return { ok: false, error: "invalid", fieldErrors: refusal };
  }
  return editProduct(database, edit, (tx, change) =>
    recordAudit(tx, actor, {
      action: "product.update",
      targetType: "product",
      targetId: String(edit.id),
      before: change.before,
      after: change.after,
    }),
  );
}

/** The stored product's print mapping with the prices the edit would save. */
export function pricedAsEdited(stored: EditableProduct, edit?: ProductEdit) {
  return {
    providerReference: stored.providerReference,
    copiesPerUnit: stored.copiesPerUnit,
    basePrice: edit?.basePrice ?? stored.basePrice,
    priceBreaks: edit?.priceBreaks ?? stored.priceBreaks,
    options: stored.options.map((option) => {
      const edited = edit?.options.find((candidate) => candidate.code === option.code);
      return {
        code: option.code,
        values: option.values.map((value) => ({
          code: value.code,
          provider: value.provider,
          priceModifier:
            edited?.values.find((candidate) => candidate.code === value.code)?.priceModifier ??
            value.priceModifier,
        })),
      };
    }),
  };
}

/** Field errors for a guard that refuses: each losing value's price, and the active switch. */
export function marginRefusal(
  report: MarginReport,
  edit: { options: { code: string; values: { code: string }[] }[] },
): Record<string, string> | undefined {
  if (!report.ok) return { active: "costUnknown" };
  if (report.losses.length === 0) return undefined;
  const errors: Record<string, string> = { active: "publishAtLoss" };
  for (const loss of report.losses) {
    // The list price covers the cost, a break takes it below: the break is what to change.
    if (loss.lossFromBreak !== undefined) {
      errors[`priceBreaks.${loss.lossFromBreak}.percentOff`] = "belowCost";
      continue;
    }
    if (loss.option === undefined) {
      errors.basePrice = "belowCost";
      continue;
    }
    const i = edit.options.findIndex((option) => option.code === loss.option);
    const j = edit.options[i]?.values.findIndex((value) => value.code === loss.value) ?? -1;
    if (j >= 0) errors[`options.${i}.values.${j}.priceModifier`] = "belowCost";
  }
  return errors;
}

/**
 * The margin guard's rows for a stored product at its saved prices, delivered to `country` (the edit
 * page's "Cost and margin"; publishing is judged at the reference country whatever is shown).
 */
export function productMarginsAsSaved(product: EditableProduct, country?: string): Promise<MarginReport> {
  return productMargins(pricedAsEdited(product), country);
}
