import { toCsv } from "@/modules/admin/shared";
import type { AdminOrderExportRow } from "./orders-list.server";

/** Column names stay English and stable: spreadsheets and scripts read them, whatever the staff's language. */
const HEADER = [
  "number",
  "created_at_utc",
  "status",
  "payment_status",
  "payment_method",
  "shipping_name",
  "email",
  "phone",
  "country",
  "items",
  "shipping",
  "payment_fee",
  "total",
  "refunded",
  "currency",
  "total_usd",
  "exchange_rate",
  "provider_order_id",
  "fulfilment_issue",
];

/** Minor units as major units with two decimals (every currency we sell in has two). */
const major = (amount: number | null) => (amount === null ? null : (amount / 100).toFixed(2));

/**
 * The export as CSV text. Amounts in the order's currency except `total_usd` (the total at the order's
 * `exchange_rate`, so currencies add up); `refunded` is empty when nothing was refunded. The lines
 * share one cell ("2 × Business cards (Premium, Matte); 1 × Poster"). Dates as ISO 8601 in UTC so every
 * spreadsheet sorts them alike. Every text cell goes through the formula guard of `toCsv`: a phone
 * number written "+66 81 …" keeps its leading apostrophe (docs/admin.md#orders).
 */
export function adminOrdersCsv(rows: readonly AdminOrderExportRow[]): string {
  return toCsv([
    HEADER,
    ...rows.map((row) => [
      row.number,
      row.createdAt.toISOString(),
      row.status,
      row.paymentStatus,
      row.paymentMethod,
      row.shippingName,
      row.email,
      row.phone,
      row.shippingCountry,
      row.items.join("; "),
      major(row.shippingCost),
      major(row.paymentFee),
      major(row.total),
      major(row.refundedAmount),
      row.currency,
      major(row.totalUsd),
      row.exchangeRate,
      row.providerOrderId,
      row.fulfilmentIssue,
    ]),
  ]);
}
