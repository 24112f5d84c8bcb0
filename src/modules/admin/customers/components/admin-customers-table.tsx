import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { formatOrderAmount, formatShopTime } from "@/modules/admin/shared";
import { ScrollingTable } from "@/modules/admin/shared/components/list-pager";
import { customerPath } from "../customer-key";
import type { AdminCustomerRow } from "../customers-list.server";
import { LanguageName } from "./language-name";

const COLUMNS = ["name", "email", "account", "orders", "value", "lastOrder", "language"] as const;
const NUMERIC = new Set<string>(["orders", "value"]);

/** One page of customers; the e-mail opens the customer's page. */
export function AdminCustomersTable({ rows, locale }: { rows: AdminCustomerRow[]; locale: Locale }) {
  const t = useTranslations("admin.customers");
  return (
    <ScrollingTable label={t("heading")}>
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={NUMERIC.has(column) ? "px-3 py-2 text-right font-medium" : "px-3 py-2 font-medium"}
              >
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.key} data-testid="admin-customer-row" data-email={row.key}>
              <td className="px-3 py-2">{row.name}</td>
              <td className="px-3 py-2 break-all">
                <Link
                  href={customerPath(row.key)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {row.email}
                </Link>
              </td>
              <td className="px-3 py-2">
                {row.hasAccount ? (
                  <Badge variant="success">{t("account.yes")}</Badge>
                ) : (
                  <Badge variant="neutral">{t("account.no")}</Badge>
                )}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{row.orders}</td>
              <td className="px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums">
                {formatOrderAmount(row.valueUsd, "USD", locale)}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {row.lastOrderAt ? (
                  <time dateTime={row.lastOrderAt.toISOString()}>
                    {formatShopTime(row.lastOrderAt, locale)}
                  </time>
                ) : (
                  t("noOrder")
                )}
              </td>
              <td className="px-3 py-2">
                <LanguageName locale={row.locale} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
