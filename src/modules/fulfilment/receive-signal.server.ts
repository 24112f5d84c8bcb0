import "server-only";
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { advanceOrderStatus, flagFulfilmentIssue } from "@/modules/orders/fulfilment-transitions.server";
import { db, type Database, type Transaction } from "@/server/db";
import { orders, providerSignals } from "@/server/db/schema";
import { env } from "@/server/env";
import { log } from "@/server/log";
import { providerConnection } from "./provider-connection.server";
import { recordProviderExchange } from "./provider-log.server";
import { redactSecrets } from "./redact";
import { cloudSignalSchema, signalDedupeKey, signalEffect, signalNote, type CloudSignal } from "./signals";

export const SIGNAL_PATH = "/api/webhooks/cloudprinter";

export type SignalOutcome = "advanced" | "unchanged" | "attention" | "noted" | "duplicate" | "unknown_order";
export type SignalAnswer = { status: 200 | 400 | 401 | 503; outcome?: SignalOutcome };

/** Equal keys in time independent of where they differ (hashing first evens out the lengths too). */
export function sameKey(given: string, expected: string): boolean {
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
 * One CloudSignal delivery (cloudprinter-api.md §3). A wrong key is refused with 401 and leaves only a
 * log line. Otherwise the signal goes to the provider log, and then, once per distinct signal, into
 * provider_signals together with its effect on the order, in one transaction. Unknown orders and
 * duplicates answer 200 too: Cloudprinter retries anything else for a week.
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
    await recordProviderExchange(connection.environment, {
      ...base,
      correlationId: randomUUID(),
      status: 400,
      error: `invalid signal: ${parsed.error.issues[0]?.message ?? "unreadable"}`,
    });
    return { status: 400 };
  }
  const signal = parsed.data;
  const dedupeKey = signalDedupeKey(signal);
  await recordProviderExchange(connection.environment, {
    ...base,
    correlationId: createHash("sha256").update(dedupeKey).digest("hex").slice(0, 32),
    status: 200,
    error: null,
  });
  const outcome = await database.transaction((tx) => applySignal(tx, signal, dedupeKey));
  return { status: 200, outcome };
}

async function applySignal(tx: Transaction, signal: CloudSignal, dedupeKey: string): Promise<SignalOutcome> {
  const { apikey: _key, ...payload } = signal;
  // Lock the order before recording the signal: the signal row's foreign key takes a share lock on the
  // order, and two deliveries holding share locks while each waits to update it would deadlock.
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, signal.order_reference))
    .for("update");
  const inserted = await tx
    .insert(providerSignals)
    .values({
      dedupeKey,
      type: signal.type,
      orderReference: signal.order_reference,
      orderId: order?.id ?? null,
      payload,
      outcome: "pending",
    })
    .onConflictDoNothing({ target: providerSignals.dedupeKey })
    .returning({ id: providerSignals.id });
  const row = inserted[0];
  if (!row) return "duplicate";
  const outcome = order ? await applyEffect(tx, order.id, signal) : "unknown_order";
  await tx.update(providerSignals).set({ outcome }).where(eq(providerSignals.id, row.id));
  return outcome;
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
  return moved === "advanced" ? "advanced" : "unchanged";
}
