import { orderDate } from "./dates";
import { trackingNumber } from "./ids";
import type { OrderRecord, SimItem } from "./types";

/**
 * The order lifecycle as eight steps (docs/cloudprinter.md §4.2), what each does to the order, and which
 * CloudSignals it sends. Pure: timers and delivery live in lifecycle.ts.
 *
 *   1 state 5 → 6, CloudprinterOrderValidated   5 ItemProduced
 *   2 state 10 → 15 (files downloaded)           6 ItemPacked
 *   3 state 45, ItemValidated                    7 ItemShipped (tracking, shipping_option, url)
 *   4 ItemProduce: no cancelling from here       8 ItemDeliveryCompleted, state 100
 */
export const STAGES = { validated: 1, in_production: 4, shipped: 7, delivered: 8 } as const;
export type StageName = keyof typeof STAGES;
const LAST_STAGE = 8;
const PRODUCTION_STAGE = STAGES.in_production;

// Codes from the published table where known (docs/cloudprinter.md §4.1); the rest follow the same pattern.
const ORDER_STATE_CODES: Readonly<Record<string, string>> = {
  "1": "order_state_new",
  "5": "order_state_verifying",
  "6": "order_state_verified",
  "10": "order_state_downloading",
  "11": "order_state_download_error",
  "15": "order_state_downloaded",
  "45": "order_state_uploaded",
  "100": "order_state_completed",
  "500": "order_state_canceled",
};

// No item-state table is published (docs/cloudprinter.md §4.1); these are the simulator's own, delivered being the 75 once seen.
const ITEM_STATES = {
  new: "1",
  validated: "10",
  in_production: "20",
  produced: "30",
  packed: "40",
  shipped: "50",
  delivered: "75",
  canceled: "500",
} as const;
type ItemState = keyof typeof ITEM_STATES;

export type Emission = { type: string; item?: SimItem; extra?: Record<string, string> };

export function setOrderState(order: OrderRecord, state: string, nowMs: number): void {
  order.state = state;
  order.stateCode = ORDER_STATE_CODES[state] ?? "order_state_unknown";
  order.logs.push({ create_date: orderDate(nowMs), state });
}

function setItemState(item: SimItem, state: ItemState): void {
  item.state = ITEM_STATES[state];
  item.stateCode = `item_state_${state}`;
}

export function isActive(order: OrderRecord): boolean {
  return !order.canceled && order.stage < LAST_STAGE;
}

export function isCancelable(order: OrderRecord): boolean {
  return !order.canceled && order.stage < PRODUCTION_STAGE;
}

/** Runs step `order.stage + 1`; answers the signals to send, in order. */
export function nextStep(
  order: OrderRecord,
  nowMs: number,
  trackingUrl: (tracking: string) => string,
): Emission[] {
  const step = order.stage + 1;
  order.stage = step;
  const each = (type: string, state: ItemState, extra?: (item: SimItem) => Record<string, string>) =>
    order.items
      .filter((item) => item.state !== ITEM_STATES.canceled)
      .map((item) => {
        setItemState(item, state);
        return { type, item, ...(extra && { extra: extra(item) }) };
      });
  switch (step) {
    case 1:
      setOrderState(order, "5", nowMs);
      setOrderState(order, "6", nowMs);
      return [{ type: "CloudprinterOrderValidated" }];
    case 2:
      setOrderState(order, "10", nowMs);
      setOrderState(order, "15", nowMs);
      return [];
    case 3:
      setOrderState(order, "45", nowMs);
      return each("ItemValidated", "validated");
    case 4:
      return each("ItemProduce", "in_production");
    case 5:
      return each("ItemProduced", "produced");
    case 6:
      return each("ItemPacked", "packed");
    case 7:
      return each("ItemShipped", "shipped", (item) => {
        item.tracking = trackingNumber(item.id);
        item.trackingUrl = trackingUrl(item.tracking);
        return { tracking: item.tracking, shipping_option: item.shippingOption, url: item.trackingUrl };
      });
    default: {
      const delivered = each("ItemDeliveryCompleted", "delivered");
      setOrderState(order, "100", nowMs);
      return delivered;
    }
  }
}

export function cancel(order: OrderRecord, nowMs: number): void {
  order.canceled = true;
  order.nextStepAt = null;
  for (const item of order.items) setItemState(item, "canceled");
  setOrderState(order, "500", nowMs);
}

/** A file failed its download or MD5 check: those items are cancelled, and with them the order (docs/cloudprinter.md §1.8). */
export function failDownload(
  order: OrderRecord,
  failures: { item: SimItem; message: string }[],
  nowMs: number,
): Emission[] {
  setOrderState(order, "10", nowMs);
  setOrderState(order, "11", nowMs);
  cancel(order, nowMs);
  return [
    ...failures.map(({ item, message }) => ({
      type: "ItemCanceled",
      item,
      extra: { cause: "CancelDownloadError", message },
    })),
    { type: "CloudprinterOrderCanceled" },
  ];
}
