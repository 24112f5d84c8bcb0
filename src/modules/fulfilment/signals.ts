import { z } from "zod";
import type { OrderStatus } from "@/modules/orders/schema";

/**
 * A CloudSignal webhook body (cloudprinter-api.md §3.2). Only `type` and `order_reference` are needed
 * to act; everything else is optional because fields vary by signal type and version.
 */
export const cloudSignalSchema = z.looseObject({
  apikey: z.string().optional(),
  type: z.string().min(1).max(60),
  order: z.union([z.string(), z.number()]).transform(String).optional(),
  order_reference: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(100)),
  item: z.union([z.string(), z.number()]).transform(String).optional(),
  item_reference: z.union([z.string(), z.number()]).transform(String).optional(),
  datetime: z.string().max(40).optional(),
  tracking: z.string().max(100).optional(),
  shipping_option: z.string().max(100).optional(),
  url: z.string().max(2000).optional(),
  cause: z.string().max(200).optional(),
  message: z.string().max(2000).optional(),
});
export type CloudSignal = z.infer<typeof cloudSignalSchema>;

/** What a signal means for our order: a status to move to, something for staff to look at, or nothing. */
export type SignalEffect =
  { kind: "status"; status: OrderStatus } | { kind: "attention"; issue: string } | { kind: "note" };

/**
 * Signal → our status (issue 5; cloudprinter-api.md §4.2): validated → processing; production and
 * packing → printing; shipped or handed to the carrier → shipped; delivered → delivered; the order
 * cancelled → cancelled. An item cancelled, an item error or a failed delivery needs a person. Unknown
 * types are kept as notes: new signal versions must not break the endpoint.
 */
export function signalEffect(signal: CloudSignal): SignalEffect {
  switch (signal.type) {
    case "CloudprinterOrderValidated":
    case "ItemValidated":
      return { kind: "status", status: "processing" };
    case "ItemProduce":
    case "ItemProduced":
    case "ItemPacked":
      return { kind: "status", status: "printing" };
    case "ItemShipped":
    case "ItemDeliveryStarted":
      return { kind: "status", status: "shipped" };
    case "ItemDeliveryCompleted":
      return { kind: "status", status: "delivered" };
    case "CloudprinterOrderCanceled":
      return { kind: "status", status: "cancelled" };
    case "ItemCanceled":
      return { kind: "attention", issue: describe("Item cancelled by the printer", signal) };
    case "ItemError":
      return { kind: "attention", issue: describe("Production problem", signal) };
    case "ItemDeliveryFailed":
      return { kind: "attention", issue: describe("Delivery failed", signal) };
    default:
      return { kind: "note" };
  }
}

function describe(what: string, signal: CloudSignal): string {
  const item = signal.item_reference ? ` (item ${signal.item_reference})` : "";
  const why = [signal.cause, signal.message].filter(Boolean).join(": ");
  return `${what}${item}${why ? ` — ${why}` : ""}`;
}

/**
 * One signal's identity: Cloudprinter retries a delivery up to 100 times, and a retry is the same
 * (type, order, item, time). Two different events never share all four.
 */
export function signalDedupeKey(signal: CloudSignal): string {
  return [
    signal.type,
    signal.order ?? signal.order_reference,
    signal.item ?? signal.item_reference ?? "",
    signal.datetime ?? "",
  ]
    .join("|")
    .slice(0, 300);
}

/** The history line for a signal, e.g. "ItemShipped: DHL, tracking SIM123". */
export function signalNote(signal: CloudSignal): string {
  const parts = [signal.shipping_option, signal.tracking ? `tracking ${signal.tracking}` : undefined].filter(
    Boolean,
  );
  const item = signal.item_reference ? ` [${signal.item_reference}]` : "";
  return `${signal.type}${item}${parts.length ? `: ${parts.join(", ")}` : ""}`.slice(0, 500);
}
