import { z } from "zod";
import type { OrderStatus } from "@/modules/orders/server";

// Control characters (C0, DEL, C1). PostgreSQL cannot store NUL at all, and the identifying fields end
// up in mails and pages, so a signal carrying any of them is refused as invalid (README.md, "Signals").
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Free text (a printer's message, a newer field) may break lines; nothing else.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const CONTROL_MESSAGE = "control characters are not allowed";

const line = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value), CONTROL_MESSAGE);
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL_IN_TEXT.test(value), CONTROL_MESSAGE);
const id = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(line(max));

/** The path of the first field name or string, at any depth, that holds a control character. */
function findControlCharacters(value: unknown, path: (string | number)[] = []): PropertyKey[] | null {
  if (typeof value === "string") return CONTROL_IN_TEXT.test(value) ? path : null;
  if (!value || typeof value !== "object") return null;
  for (const [key, inner] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, key];
    const found = findControlCharacters(inner, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

/** A copy safe to store and show: every control character in names and strings replaced by U+FFFD. */
export function withoutControlCharacters(value: unknown): unknown {
  const clean = (part: string) => part.replace(new RegExp(CONTROL.source, "g"), "\ufffd");
  if (typeof value === "string") return clean(value);
  if (Array.isArray(value)) return value.map(withoutControlCharacters);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [clean(key), withoutControlCharacters(inner)]),
    );
  }
  return value;
}

/**
 * A CloudSignal webhook body (docs/cloudprinter.md §3.2). Only `type` and `order_reference` are needed
 * to act; everything else is optional because fields vary by signal type and version. No field, known
 * or not, may carry a control character (line breaks only in free text).
 */
export const cloudSignalSchema = z
  .looseObject({
    apikey: z.string().optional(),
    type: line(60).pipe(z.string().min(1)),
    order: id(100).optional(),
    order_reference: id(100).pipe(z.string().min(1)),
    item: id(100).optional(),
    item_reference: id(100).optional(),
    datetime: line(40).optional(),
    tracking: line(100).optional(),
    shipping_option: line(100).optional(),
    url: line(2000).optional(),
    cause: text(200).optional(),
    message: text(2000).optional(),
  })
  .superRefine((signal, context) => {
    const path = findControlCharacters(signal);
    if (path) context.addIssue({ code: "custom", path, message: CONTROL_MESSAGE });
  });
export type CloudSignal = z.infer<typeof cloudSignalSchema>;

/** What a signal means for our order: a status to move to, something for staff to look at, or nothing. */
export type SignalEffect =
  { kind: "status"; status: OrderStatus } | { kind: "attention"; issue: string } | { kind: "note" };

/**
 * Signal → our status (docs/cloudprinter.md §3.3): validated → processing; production and
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
