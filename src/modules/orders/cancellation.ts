import type { OrderView } from "./order-view";

/** docs/order-lifecycle.md#cancelling: customers may cancel within one hour of placing an order; then it enters production. */
export const CUSTOMER_CANCEL_WINDOW_MS = 60 * 60 * 1000;

export type CancelTrackedOrderError =
  "tooLate" | "inProduction" | "final" | "providerUnavailable" | "notFound" | "rateLimited" | "failed";

export type CancelTrackedOrderState =
  | { status: "idle" }
  | { status: "cancelled"; order: OrderView }
  | { status: "error"; error: CancelTrackedOrderError };

/**
 * The server action that cancels a tracked order. It lives with the provider work (fulfilment), which
 * depends on orders; the tracking page hands it to the order card, so orders never imports fulfilment.
 */
export type CancelTrackedOrderAction = (
  previous: CancelTrackedOrderState,
  form: FormData,
) => Promise<CancelTrackedOrderState>;
