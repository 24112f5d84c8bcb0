import "server-only";
import {
  findReprint,
  flagReprintIssue,
  markReprintSubmitted,
  recordReprintCost,
  submitReprintJob,
} from "@/modules/orders/server";
import { supportAddress } from "@/modules/support/server";
import { db, type Database } from "@/server/db";
import { handleJob, PermanentJobError, type JobContext } from "@/server/jobs";
import { buildPrintOrder } from "./print-order";
import { loadReprintForPrint, printFilesProblem } from "./print-order-source.server";
import { printerCostOf } from "./printer-cost.server";
import { sendPrintOrder } from "./send-print-order.server";

/**
 * Handles the job a reprint request queues (orders/jobs: submitReprintJob), once per reprint: sends the
 * replacement to Cloudprinter as its own order under the reprint's number (docs/admin.md#reprints), the
 * same exactly-once way as an order, then asks what the printer charges for it (a cost of the order).
 */
export const submitReprintHandler = handleJob(submitReprintJob, ({ reprintId }, context) =>
  submitReprint(db(), reprintId, context),
);

export async function submitReprint(
  database: Database,
  reprintId: string,
  context: JobContext,
): Promise<void> {
  const reprint = await findReprint(database, reprintId);
  if (!reprint) throw new PermanentJobError(`reprint ${reprintId} not found`);
  if (reprint.submittedAt) return; // done before
  const loaded = await loadReprintForPrint(database, reprint);
  if (!loaded) throw new PermanentJobError(`reprint ${reprint.number}: order not found`);
  const flag = (issue: string) => database.transaction((tx) => flagReprintIssue(tx, reprintId, issue));
  const problem = printFilesProblem(loaded);
  if (problem) {
    await flag(problem);
    throw new PermanentJobError(`reprint ${reprint.number}: ${problem}`);
  }
  const printOrder = buildPrintOrder(loaded.source, await supportAddress());
  const client = await sendPrintOrder(
    {
      printOrder,
      accept: (providerOrderId, note) =>
        database.transaction((tx) => markReprintSubmitted(tx, reprintId, providerOrderId, note)),
      flag,
    },
    context,
  );
  const cost = await printerCostOf(client, printOrder);
  if (cost !== undefined) await recordReprintCost(database, reprintId, cost);
}
