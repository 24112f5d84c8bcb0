import type { OrderView } from "@/modules/orders";

/** A row of the orders tab: plain JSON, the amount in the order's own currency. */
export type AccountOrderSummary = {
  number: string;
  createdAt: string;
  total: number;
  currency: string;
  status: string;
  paymentStatus: string;
};

/** An order's page: what tracking shows, plus one design thumbnail per item (signed, or null). */
export type AccountOrder = OrderView & { thumbnails: (string | null)[] };
