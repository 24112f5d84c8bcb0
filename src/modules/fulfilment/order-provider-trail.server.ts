import "server-only";
import { desc, eq, or, sql } from "drizzle-orm";
import type { Executor } from "@/server/db";
import { providerLogs, providerSignals } from "@/server/db/schema/fulfilment";
import { toProviderLogRow, type ProviderLogRow } from "./provider-log-list.server";

/**
 * The provider log's exchanges about one order, newest first. The log has no order column: an exchange
 * names the order in its body. Our calls send our number as `reference` (orders/add, info, cancel,
 * log), a CloudSignal names it as `order_reference` and the provider's id as `order`. A reprint's
 * exchanges name the order's number plus "-R1", "-R2", … (docs/admin.md#reprints) and belong here too.
 * Scanning the bodies is fine for a staff page over a log of this size.
 */
export async function providerLogForOrder(
  executor: Executor,
  order: { number: string; providerOrderId: string | null },
  limit: number,
): Promise<ProviderLogRow[]> {
  const body = providerLogs.requestBody;
  // Order numbers are letters, digits and a dash, so the number needs no escaping in a LIKE pattern.
  const reprints = `${order.number}-R%`;
  const rows = await executor
    .select()
    .from(providerLogs)
    .where(
      or(
        sql`${body}->>'reference' = ${order.number}`,
        sql`${body}->>'order_reference' = ${order.number}`,
        sql`${body}->>'reference' like ${reprints}`,
        sql`${body}->>'order_reference' like ${reprints}`,
        order.providerOrderId ? sql`${body}->>'order' = ${order.providerOrderId}` : undefined,
      ),
    )
    .orderBy(desc(providerLogs.createdAt), desc(providerLogs.id))
    .limit(limit);
  return rows.map(toProviderLogRow);
}

/** Signals matched to the order, and those that named its number but could not be matched; newest first. */
export function providerSignalsForOrder(
  executor: Executor,
  order: { id: string; number: string },
  limit: number,
) {
  return executor
    .select()
    .from(providerSignals)
    .where(or(eq(providerSignals.orderId, order.id), eq(providerSignals.orderReference, order.number)))
    .orderBy(desc(providerSignals.receivedAt), desc(providerSignals.id))
    .limit(limit);
}
