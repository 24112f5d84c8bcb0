import "server-only";
import type { ShopTerms } from "@/modules/pricing";
import { saveShopTerms } from "@/modules/pricing/server";
import type { Database } from "@/server/db";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";

/**
 * Saves the free-shipping threshold and the payment fees (settings FREE_SHIPPING_THRESHOLD_KEY and
 * PAYMENT_FEES_KEY) with their audit entry in one transaction; nothing is recorded when nothing changed.
 */
export async function updateShopTerms(
  database: Database,
  actor: AuditActor,
  terms: ShopTerms,
): Promise<void> {
  await database.transaction(async (tx) => {
    const { before, after } = await saveShopTerms(tx, terms);
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await recordAudit(tx, actor, {
      action: "shop-terms.update",
      targetType: "setting",
      targetId: "shop-terms",
      before,
      after,
    });
  });
}
