"use client";

import type { AccountOrder } from "../account-order";
import { OrderStatusHistory } from "@/modules/orders/components/order-status-history";
import { useVisitorTimeZone } from "@/modules/i18n/components/use-visitor-time-zone";

/** The tracking page's history table, with times in the visitor's own time zone. */
export function OrderHistory({ history }: { history: AccountOrder["history"] }) {
  return <OrderStatusHistory history={history} timeZone={useVisitorTimeZone()} />;
}
