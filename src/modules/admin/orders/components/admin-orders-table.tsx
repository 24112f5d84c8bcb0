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
    // Seven columns don't fit a phone: the table scrolls sideways, reachable by keyboard too.
    <div
      className="overflow-x-auto rounded-[var(--radius)] border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      role="region"
      aria-label={t("heading")}
      tabIndex={0}
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === "total" ? "px-3 py-2 text-right font-medium" : "px-3 py-2 font-medium"}
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
                    className="font-mono font-medium text-primary underline-offset-4 hover:underline"
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
              <td className="px-3 py-2">{row.shippingName}</td>
              <td className="px-3 py-2 break-all">{row.email}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={row.createdAt.toISOString()}>{formatShopTime(row.createdAt, locale)}</time>
              </td>
              <td className="px-3 py-2">
                <OrderStatusBadge status={row.status} />
              </td>
              <td className="px-3 py-2">
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
