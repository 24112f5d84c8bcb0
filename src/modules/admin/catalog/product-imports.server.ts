import "server-only";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";
import { checkAgainstAccount, printAreaFromSpecs, type ProductImport } from "@/modules/catalog";
import { createImportedProduct } from "@/modules/catalog/server";
import type { Database } from "@/server/db";

/** What the account says of the provider product (its `products/info`), or null when it has none. */
export type AccountProduct = {
  options: { reference: string; type: string }[];
  specs: { reference?: string | null; value?: string | number | null }[];
};

export type ImportProductResult =
  | { ok: true; id: number }
  | { ok: false; error: "invalid"; fieldErrors: Record<string, string> }
  | { ok: false; error: "notOnAccount" | "noPrintSize" };

/**
 * Creates a shop product, not yet for sale, from a product of the provider account
 * (docs/admin.md#provider-catalogue): checked against the account's own description of it (every value
 * one of its option references, in the family it was offered under; a trim size to check designs
 * against), written with its audit entry in one transaction.
 */
export async function importProviderProduct(
  database: Database,
  /** Who imports it, for the audit log; null for the demo shop's start-up seed (no person did it). */
  actor: AuditActor | null,
  input: ProductImport,
  account: AccountProduct | null,
): Promise<ImportProductResult> {
  if (!account) return { ok: false, error: "notOnAccount" };
  const families = new Map(account.options.map((option) => [option.reference, option.type]));
  const fieldErrors = checkAgainstAccount(input, families);
  if (Object.keys(fieldErrors).length) return { ok: false, error: "invalid", fieldErrors };
  const area = printAreaFromSpecs(account.specs, input.sides);
  if (!area) return { ok: false, error: "noPrintSize" };
  return database.transaction(async (tx): Promise<ImportProductResult> => {
    const created = await createImportedProduct(tx, input, area);
    if (!created.ok) return { ok: false, error: "invalid", fieldErrors: created.fieldErrors };
    if (actor)
      await recordAudit(tx, actor, {
        action: "product.import",
        targetType: "product",
        targetId: String(created.id),
        before: null,
        after: { providerReference: input.providerReference, reference: input.reference },
      });
    return created;
  });
}
