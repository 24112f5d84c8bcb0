import "server-only";
import {
  flagFulfilmentIssue,
  markSubmitted,
  orderStatusOf,
  submitToProviderJob,
} from "@/modules/orders/server";
import { supportAddress } from "@/modules/support/server";
import { db, type Database } from "@/server/db";
import { handleJob, PermanentJobError, type JobContext } from "@/server/jobs";
import { log } from "@/server/log";
import type { CloudCoreClient } from "./cloudcore-client";
import { isCloudCoreError } from "./cloudcore-error";
import { buildPrintOrder } from "./print-order";
import { loadOrderForPrint } from "./print-order-source.server";
import { clientFor, providerConnection } from "./provider-connection.server";

/**
 * Handles the job orders queues with the payment (orders/jobs: submitToProviderJob), once per order.
 * Sends one paid order to Cloudprinter (`orders/add`, our order number as its reference) exactly once:
 * - Timeouts, network errors and 5xx are thrown, so the job runner retries with backoff.
 * - A retry first asks `orders/info`: if the earlier call reached the provider (the answer was lost,
 *   or this worker died after sending), the order is taken as accepted instead of sent again.
 * - 400/403 cannot be fixed by retrying: the order is flagged for staff with the provider's message.
 * - When the last attempt fails too, the order is flagged as well, so nothing fails silently.
 */
export const submitToProviderHandler = handleJob(submitToProviderJob, ({ orderId }, context) =>
  submitOrder(db(), orderId, context),
);

export async function submitOrder(database: Database, orderId: string, context: JobContext): Promise<void> {
  const loaded = await loadOrderForPrint(database, orderId);
  if (!loaded) throw new PermanentJobError(`order ${orderId} not found`);
  const { order, source, missingFiles } = loaded;
  if (order.submittedAt || order.status === "cancelled") return; // done before, or cancelled while queued
  if (order.paymentStatus !== "paid") throw new PermanentJobError(`order ${order.number} is not paid`);
  const flag = (issue: string) => database.transaction((tx) => flagFulfilmentIssue(tx, orderId, issue));
  if (missingFiles.length > 0) {
    await flag(`Cloudprinter order error: design file missing (${missingFiles.join(", ")})`);
    throw new PermanentJobError(`order ${order.number}: design files missing`);
  }
  const connection = await providerConnection();
  if (!connection) {
    await flagOnLastAttempt(context, flag, "no print provider is configured");
    throw new Error("no print provider is configured (CLOUDPRINTER_API_KEY or the saved provider settings)");
  }
  const client = clientFor(connection);
  const accept = (providerOrderId: string, note: string) =>
    database.transaction((tx) => markSubmitted(tx, orderId, providerOrderId, note));

  try {
    if (context.attempt > 1) {
      const existing = await client.orderInfo(order.number);
      if (existing)
        return await accept(existing.order ?? "", "Found at Cloudprinter after an interrupted attempt");
    }
    const result = await client.addOrder(buildPrintOrder(source, await supportAddress()));
    await accept(result.order, "Accepted by Cloudprinter");
    log.info({ order: order.number, providerOrder: result.order }, "print order accepted");
    await cancelIfCancelledMeanwhile(database, client, orderId, order.number);
  } catch (error) {
    if (isCloudCoreError(error) && !error.retryable) {
      if (await alreadyThere(client, order.number)) {
        return await accept("", "Found at Cloudprinter after it refused a repeat");
      }
      await flag(`Cloudprinter order error: ${error.detail}`);
      throw new PermanentJobError(`Cloudprinter refused order ${order.number}: ${error.detail}`);
    }
    const detail = isCloudCoreError(error)
      ? error.detail
      : error instanceof Error
        ? error.message
        : String(error);
    await flagOnLastAttempt(context, flag, detail);
    throw error;
  }
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

/** A refusal of a repeat (reference already used) is how an unnoticed earlier success can show up. */
async function alreadyThere(client: CloudCoreClient, reference: string): Promise<boolean> {
  try {
    return (await client.orderInfo(reference)) !== null;
  } catch {
    return false;
  }
}

async function flagOnLastAttempt(
  context: JobContext,
  flag: (issue: string) => Promise<void>,
  detail: string,
) {
  if (context.attempt >= context.maxAttempts) {
    await flag(`Cloudprinter order error: gave up after ${context.attempt} attempts (${detail})`);
  }
}
