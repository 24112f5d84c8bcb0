import "server-only";
import { PermanentJobError, type JobContext } from "@/server/jobs";
import { log } from "@/server/log";
import type { CloudCoreClient } from "./cloudcore-client";
import { isCloudCoreError } from "./cloudcore-error";
import type { CpNewOrder } from "./cloudcore-schemas";
import { clientFor, providerConnection } from "./provider-connection.server";

/** What one submission job sends and how it records the outcome (an order's or a reprint's own). */
export type PrintSubmission = {
  printOrder: CpNewOrder;
  /** The provider has it: store its id and move pending → processing. */
  accept: (providerOrderId: string, note: string) => Promise<void>;
  /** A person must look at it: the provider refused it, or the job gave up. */
  flag: (issue: string) => Promise<void>;
};

/**
 * Sends one print order (`orders/add`, our reference) exactly once (docs/cloudprinter.md §2.3), for the
 * submission jobs of orders and of reprints:
 * - Timeouts, network errors and 5xx are thrown, so the job runner retries with backoff.
 * - A retry first asks `orders/info`: if the earlier call reached the provider (the answer was lost,
 *   or this worker died after sending), it is taken as accepted instead of sent again.
 * - 400/403 cannot be fixed by retrying: it is flagged for staff with the provider's message.
 * - When the last attempt fails too, it is flagged as well, so nothing fails silently.
 * Answers the client it used once the provider has the order, for what the caller does next.
 */
export async function sendPrintOrder(
  submission: PrintSubmission,
  context: JobContext,
): Promise<CloudCoreClient> {
  const { printOrder, accept, flag } = submission;
  const reference = printOrder.reference;
  const connection = await providerConnection();
  if (!connection) {
    await flagOnLastAttempt(context, flag, "no print provider is configured");
    throw new Error("no print provider is configured (CLOUDPRINTER_API_KEY or the saved provider settings)");
  }
  const client = clientFor(connection);
  try {
    if (context.attempt > 1) {
      const existing = await client.orderInfo(reference);
      if (existing) {
        await accept(existing.order ?? "", "Found at Cloudprinter after an interrupted attempt");
        return client;
      }
    }
    const result = await client.addOrder(printOrder);
    await accept(result.order, "Accepted by Cloudprinter");
    log.info({ order: reference, providerOrder: result.order }, "print order accepted");
    return client;
  } catch (error) {
    if (isCloudCoreError(error) && !error.retryable) {
      if (await alreadyThere(client, reference)) {
        await accept("", "Found at Cloudprinter after it refused a repeat");
        return client;
      }
      await flag(`Cloudprinter order error: ${error.detail}`);
      throw new PermanentJobError(`Cloudprinter refused order ${reference}: ${error.detail}`);
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
