import "server-only";
import { editProduct, type ProductEditResult } from "@/modules/catalog/server";
import type { ProductEdit } from "@/modules/catalog";
import type { Database } from "@/server/db";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";

/**
 * Saves staff's edit of one product (docs/admin.md#catalog): the catalog module writes it and drops
 * every process's catalog at commit; the audit entry, with the changed fields before and after, is
 * written in the same transaction. An edit that changes nothing writes nothing, not even an entry.
 */
export function saveCatalogProduct(
  database: Database,
  actor: AuditActor,
  edit: ProductEdit,
): Promise<ProductEditResult> {
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
