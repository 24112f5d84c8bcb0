import "server-only";
import {
  flagFulfilmentIssue,
  markSubmitted,
  orderStatusOf,
  recordPrinterCost,
  submitToProviderJob,
} from "@/modules/orders/server";
import { supportAddress } from "@/modules/support/server";
import { db, type Database } from "@/server/db";
import { handleJob, PermanentJobError, type JobContext } from "@/server/jobs";
import type { CloudCoreClient } from "./cloudcore-client";
import { buildPrintOrder } from "./print-order";
import { loadOrderForPrint, printFilesProblem } from "./print-order-source.server";
import { printerCostOf } from "./printer-cost.server";
import { sendPrintOrder } from "./send-print-order.server";

/**
 * Handles the job orders queues with the payment (orders/jobs: submitToProviderJob), once per order:
 * sends the paid order to Cloudprinter under our order number (sendPrintOrder: exactly once, retried,
 * flagged for staff when refused or given up), then asks what the printer charges for it.
 */
export const submitToProviderHandler = handleJob(submitToProviderJob, ({ orderId }, context) =>
  submitOrder(db(), orderId, context),
);

export async function submitOrder(database: Database, orderId: string, context: JobContext): Promise<void> {
  const loaded = await loadOrderForPrint(database, orderId);
  if (!loaded) throw new PermanentJobError(`order ${orderId} not found`);
  const { order, source } = loaded;
  if (order.submittedAt || order.status === "cancelled") return; // done before, or cancelled while queued
  if (order.paymentStatus !== "paid") throw new PermanentJobError(`order ${order.number} is not paid`);
  const flag = (issue: string) => database.transaction((tx) => flagFulfilmentIssue(tx, orderId, issue));
  const problem = printFilesProblem(loaded);
  if (problem) {
    await flag(problem);
    throw new PermanentJobError(`order ${order.number}: ${problem}`);
  }
  const printOrder = buildPrintOrder(source, await supportAddress());
  const client = await sendPrintOrder(
    {
      printOrder,
      accept: (providerOrderId, note) =>
        database.transaction((tx) => markSubmitted(tx, orderId, providerOrderId, note)),
      flag,
    },
    context,
  );
  await cancelIfCancelledMeanwhile(database, client, orderId, order.number);
  const cost = await printerCostOf(client, printOrder);
  if (cost !== undefined) await recordPrinterCost(database, orderId, cost);
}

/**
 * Staff or the customer may cancel while orders/add is in flight: cancel() found nothing at the
 * provider yet and cancelled here. Now that the provider has it, cancel it there too.
 */
async function cancelIfCancelledMeanwhile(
  database: Database,
  client: CloudCoreClient,
  orderId: string,
  number: string,
) {
  const current = await orderStatusOf(database, orderId);
  if (current?.status !== "cancelled") return;
  const answer = await client.cancelOrder(number).catch(() => "failed" as const);
  if (answer !== "cancelled" && answer !== "not_found") {
    await database.transaction((tx) =>
      flagFulfilmentIssue(
        tx,
        orderId,
        `Cancelled here while being sent, but Cloudprinter did not cancel it (${answer})`,
      ),
    );
  }
}
