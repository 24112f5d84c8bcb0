import "server-only";
import type { Currency } from "@/modules/i18n";
import { setExchangeRate } from "@/modules/money/server";
import type { Database } from "@/server/db";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";

/**
 * Staff set a display rate: the rate, its audit entry and the cache invalidation commit together
 * (money's `setExchangeRate` invalidates the `exchange-rates` tag in the same transaction).
 */
export async function updateExchangeRate(
  database: Database,
  actor: AuditActor,
  input: { currency: Currency; perUsd: number },
): Promise<void> {
  await database.transaction(async (tx) => {
    const { before, after } = await setExchangeRate(tx, input.currency, input.perUsd);
    if (before === after) return;
    await recordAudit(tx, actor, {
      action: "exchange-rate.update",
      targetType: "exchange-rate",
      targetId: input.currency,
      before: { perUsd: before },
      after: { perUsd: after },
    });
  });
}
