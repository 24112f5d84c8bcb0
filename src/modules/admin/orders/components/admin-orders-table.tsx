import { TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { OrderStatusBadge, PaymentStatusLabel } from "@/modules/orders/components/order-status-badge";
import { formatOrderAmount, formatShopTime } from "@/modules/admin/shared";
import type { AdminOrderRow } from "../orders-list.server";
import { adminOrderHref, type AdminOrdersQuery } from "../orders-query";

const COLUMNS = ["number", "name", "email", "created", "status", "payment", "total"] as const;
type Column = (typeof COLUMNS)[number];

/**
 * What a phone shows: the number (with its attention flag), the status and the total, so the list fits
 * the screen without scrolling sideways; the other columns appear from the `md` width on.
 */
const ON_PHONES: ReadonlySet<Column> = new Set(["number", "status", "total"]);
const cell = (column: Column, className: string) =>
  ON_PHONES.has(column) ? className : `hidden md:table-cell ${className}`;

type Props = {
  rows: AdminOrderRow[];
  locale: Locale;
  /** The list's filters, carried to each order's page for its "Back to orders". */
  query: AdminOrdersQuery;
};

/**
 * One page of orders; an order that needs a person (a fulfilment issue, a dispute to answer) carries a
 * flag beside its number.
 */
export function AdminOrdersTable({ rows, locale, query }: Props) {
  const t = useTranslations("admin.orders");
  return (
    // Seven columns don't fit a phone: there it shows three (ON_PHONES); between a phone and a wide
    // screen the table scrolls sideways, reachable by keyboard too.
    <div
      className="overflow-x-auto rounded-[var(--radius)] border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      role="region"
      aria-label={t("heading")}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm md:min-w-[56rem]">
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={cell(
                  column,
                  column === "total" ? "px-3 py-2 text-right font-medium" : "px-3 py-2 font-medium",
                )}
              >
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr
              key={row.number}
              data-testid="admin-order-row"
              data-issue={row.needsAttention ? "" : undefined}
            >
              <td className="px-3 py-2 whitespace-nowrap">
                <div className="flex items-center gap-2">
                  <Link
                    href={adminOrderHref(row.number, query)}
                    // At least 24 px tall: a target a thumb can hit (WCAG 2.5.8).
                    className="inline-flex min-h-6 items-center font-mono font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {row.number}
                  </Link>
                  {row.needsAttention ? (
                    <Badge variant="destructive" title={row.fulfilmentIssue ?? undefined}>
                      <TriangleAlertIcon className="size-3" aria-hidden />
                      {t("issue")}
                    </Badge>
                  ) : null}
                </div>
              </td>
              <td className={cell("name", "px-3 py-2")}>{row.shippingName}</td>
              <td className={cell("email", "px-3 py-2 break-all")}>{row.email}</td>
              <td className={cell("created", "px-3 py-2 whitespace-nowrap")}>
                <time dateTime={row.createdAt.toISOString()}>{formatShopTime(row.createdAt, locale)}</time>
              </td>
              <td className="px-3 py-2">
                <OrderStatusBadge status={row.status} />
              </td>
              <td className={cell("payment", "px-3 py-2")}>
                <PaymentStatusLabel status={row.paymentStatus} orderStatus={row.status} />
              </td>
              <td className="px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums">
                {formatOrderAmount(row.total, row.currency, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
