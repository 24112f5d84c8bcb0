import { toCsv } from "@/modules/admin/shared";
import type { AdminOrderRow } from "./orders-list.server";

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
  "total",
  "currency",
  "provider_order_id",
  "fulfilment_issue",
];

/**
 * The export as CSV text. Totals in major units with two decimals (every currency we sell in has two),
 * dates as ISO 8601 in UTC so every spreadsheet sorts them alike.
 */
export function adminOrdersCsv(rows: readonly AdminOrderRow[]): string {
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
      (row.total / 100).toFixed(2),
      row.currency,
      row.providerOrderId,
      row.fulfilmentIssue,
    ]),
  ]);
}
