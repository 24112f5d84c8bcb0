import "server-only";
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  advanceOrderStatus,
  advanceReprintStatus,
  flagFulfilmentIssue,
  flagReprintIssue,
  lockOrderByNumber,
  lockReprintByNumber,
  orderStatusOf,
} from "@/modules/orders/server";
import { db, type Database, type Transaction } from "@/server/db";
import { providerSignals } from "@/server/db/schema/fulfilment";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { providerConnection } from "./provider-connection.server";
import { recordProviderExchange } from "./provider-log.server";
import { redactSecrets } from "./redact";
import {
  cloudSignalSchema,
  signalDedupeKey,
  signalEffect,
  signalNote,
  withoutControlCharacters,
  type CloudSignal,
} from "./signals";

const SIGNAL_PATH = "/api/webhooks/cloudprinter";

type SignalOutcome =
  "advanced" | "unchanged" | "attention" | "noted" | "duplicate" | "unknown_order" | "ignored";
/** 409: the signal is for a paid order whose orders/add answer we have not stored yet; send it again. */
export type SignalAnswer = { status: 200 | 400 | 401 | 409 | 503; outcome?: SignalOutcome };

/** Equal keys in time independent of where they differ (hashing first evens out the lengths too). */
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * One CloudSignal delivery (docs/cloudprinter.md §3). A wrong key is refused with 401 and leaves only a
 * log line. Otherwise, once per distinct signal, it goes into provider_signals together with its effect
 * on the order, in one transaction, and then to the provider log with the answer it got. Unknown orders and
 * duplicates answer 200 too: Cloudprinter retries anything else for a week. A signal changes only an
 * order we submitted, under the provider order id orders/add returned (see `acceptsSignal`).
 */
export async function receiveCloudSignal(rawBody: string, database: Database = db()): Promise<SignalAnswer> {
  const connection = await providerConnection();
  if (!connection?.webhookKey) {
    log.error("CloudSignal received but no webhook key is configured (CLOUDPRINTER_WEBHOOK_KEY)");
    return { status: 503 };
  }
  const body = parseJson(rawBody);
  const key = body && typeof body === "object" && "apikey" in body ? body.apikey : undefined;
  if (typeof key !== "string" || !sameKey(key, connection.webhookKey)) {
    log.warn({ path: SIGNAL_PATH }, "CloudSignal refused: wrong or missing webhook key");
    return { status: 401 };
  }
  const parsed = cloudSignalSchema.safeParse(body);
  const base = {
    method: "SIGNAL" as const,
    // Where the signal came in: our own address plus the webhook path.
    baseUrl: env().APP_URL,
    path: SIGNAL_PATH,
    requestBody: redactSecrets(body),
    responseBody: null,
    durationMs: 0,
  };
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Names the field, never its value: a signal may carry a customer's details.
    const field = withoutControlCharacters(issue?.path.join(".") || "body") as string;
    const reason = `${field}: ${issue?.message ?? "unreadable"}`;
    log.warn({ path: SIGNAL_PATH, reason }, "CloudSignal refused: invalid signal");
    await recordProviderExchange(connection.environment, {
      ...base,
      // NUL cannot be stored; staff still see what came, with each control character marked.
      requestBody: withoutControlCharacters(base.requestBody),
      correlationId: randomUUID(),
      status: 400,
      error: `invalid signal: ${reason}`,
    });
    return { status: 400 };
  }
  const signal = parsed.data;
  const dedupeKey = signalDedupeKey(signal);
  const outcome = await database.transaction((tx) => applySignal(tx, signal, dedupeKey));
  const early = outcome === "not_submitted_yet";
  // Logged with the answer it got, so the provider log shows which deliveries were sent back.
  await recordProviderExchange(connection.environment, {
    ...base,
    correlationId: createHash("sha256").update(dedupeKey).digest("hex").slice(0, 32),
    status: early ? 409 : 200,
    error: early ? "order not marked submitted yet: asked for redelivery" : null,
  });
  if (early) return { status: 409 };
  if (outcome === "ignored") {
    log.warn(
      { path: SIGNAL_PATH, order: signal.order_reference, type: signal.type },
      "CloudSignal ignored: not an order we submitted under that provider order id",
    );
  }
  return { status: 200, outcome };
}

type OrderForSignal = { submittedAt: Date | null; providerOrderId: string | null };

/**
 * Whether a signal may change this order: we sent it (submitted_at) and the signal names the provider
 * order orders/add returned. An order submitted without learning that id (found by orders/info after a
 * lost answer) takes the signal's. Everything else (an unpaid order, another provider order) is kept
 * as "ignored" and answered 200, so the provider stops sending it.
 */
function acceptsSignal(order: OrderForSignal, signal: CloudSignal): boolean {
  if (!order.submittedAt || !signal.order) return false;
  return order.providerOrderId === null || order.providerOrderId === signal.order;
}

/**
 * A paid order not yet marked submitted may be one whose orders/add answer is still on its way to the
 * database (or whose answer was lost and a retry will find it): Cloudprinter can signal before that.
 * Such a signal is answered 409 and not stored, so its redelivery is applied once we know the order.
 */
function awaitingSubmission(order: OrderForSignal & { paymentStatus: string }): boolean {
  return !order.submittedAt && order.paymentStatus === "paid";
}

/**
 * What a signal's reference names: one of our orders, or a reprint (its own provider order,
 * docs/admin.md#reprints), locked until the transaction ends, with whether its orders/add answer is
 * still awaited (a reprint waits like a paid order unless its submission failed); undefined for a
 * reference that is not ours.
 */
async function lockTarget(tx: Transaction, reference: string) {
  const order = await lockOrderByNumber(tx, reference);
  if (order)
    return { kind: "order" as const, orderId: order.id, awaited: awaitingSubmission(order), ...order };
  const reprint = await lockReprintByNumber(tx, reference);
  if (!reprint) return undefined;
  return {
    kind: "reprint" as const,
    orderId: reprint.orderId,
    id: reprint.id,
    submittedAt: reprint.submittedAt,
    providerOrderId: reprint.providerOrderId,
    awaited: !reprint.submittedAt && !reprint.issue,
  };
}

async function applySignal(
  tx: Transaction,
  signal: CloudSignal,
  dedupeKey: string,
): Promise<SignalOutcome | "not_submitted_yet"> {
  const { apikey: _key, ...payload } = signal;
  // Lock the order before recording the signal: the signal row's foreign key takes a share lock on the
  // order, and two deliveries holding share locks while each waits to update it would deadlock.
  const target = await lockTarget(tx, signal.order_reference);
  // Before the row is stored: a stored signal's redelivery would count as a duplicate and be lost.
  if (target?.awaited) return "not_submitted_yet";
  const inserted = await tx
    .insert(providerSignals)
    .values({
      dedupeKey,
      type: signal.type,
      orderReference: signal.order_reference,
      orderId: target?.orderId ?? null,
      payload,
      outcome: "pending",
    })
    .onConflictDoNothing({ target: providerSignals.dedupeKey })
    .returning({ id: providerSignals.id });
  const row = inserted[0];
  if (!row) return "duplicate";
  const outcome = !target
    ? "unknown_order"
    : !acceptsSignal(target, signal)
      ? "ignored"
      : target.kind === "order"
        ? await applyEffect(tx, target.id, signal)
        : await applyReprintEffect(tx, target.id, signal);
  await tx.update(providerSignals).set({ outcome }).where(eq(providerSignals.id, row.id));
  return outcome;
}

/** A signal for a reprint moves the reprint, never its order; what needs a person is raised on the order. */
async function applyReprintEffect(
  tx: Transaction,
  reprintId: string,
  signal: CloudSignal,
): Promise<SignalOutcome> {
  const effect = signalEffect(signal);
  if (effect.kind === "attention") {
    await flagReprintIssue(tx, reprintId, effect.issue);
    return "attention";
  }
  if (effect.kind === "note") return "noted";
  const moved = await advanceReprintStatus(tx, reprintId, effect.status, {
    note: signalNote(signal),
    providerOrderId: signal.order,
    shipment:
      effect.status === "shipped"
        ? { trackingNumber: signal.tracking, trackingUrl: signal.url, carrier: signal.shipping_option }
        : undefined,
  });
  return moved;
}

async function applyEffect(tx: Transaction, orderId: string, signal: CloudSignal): Promise<SignalOutcome> {
  const effect = signalEffect(signal);
  if (effect.kind === "attention") {
    await flagFulfilmentIssue(tx, orderId, effect.issue);
    return "attention";
  }
  if (effect.kind === "note") return "noted";
  const moved = await advanceOrderStatus(tx, orderId, effect.status, {
    source: "provider",
    note: signalNote(signal),
    providerOrderId: signal.order,
    shipment:
      effect.status === "shipped"
        ? { trackingNumber: signal.tracking, trackingUrl: signal.url, carrier: signal.shipping_option }
        : undefined,
  });
  // The printer cancelled an order the customer paid for: the money must go back, as after our own cancel.
  if (moved === "advanced" && effect.status === "cancelled" && (await wasPaid(tx, orderId))) {
    await flagFulfilmentIssue(tx, orderId, "Refund due: paid order cancelled by Cloudprinter");
  }
  return moved === "advanced" ? "advanced" : "unchanged";
}

async function wasPaid(tx: Transaction, orderId: string): Promise<boolean> {
  return (await orderStatusOf(tx, orderId))?.paymentStatus === "paid";
}
