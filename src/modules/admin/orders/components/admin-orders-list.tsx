import { DownloadIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { pageCount } from "@/lib/paging";
import { buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/modules/i18n";
import type { AdminOrderPage } from "../orders-list.server";
import { adminOrdersSearch, type AdminOrdersQuery } from "../orders-query";
import { AdminOrdersFilters } from "./admin-orders-filters";
import { ListPager } from "@/modules/admin/shared/components/list-pager";
import { AdminOrdersTable } from "./admin-orders-table";

/** The export answers for the same filters as the list; it is an API route, so no language prefix. */
const ADMIN_ORDERS_EXPORT_PATH = "/api/admin/orders/export";

type Props = { query: AdminOrdersQuery; result: AdminOrderPage; locale: Locale };

/** The Orders section: filters, "Showing x–y of z", the page of orders and the way to the next. */
export function AdminOrdersList({ query, result, locale }: Props) {
  const t = useTranslations("admin.orders");
  const pages = pageCount(result.total, result.pageSize);
  const from = (result.page - 1) * result.pageSize + 1;
  const to = from + result.rows.length - 1;
  return (
    <section aria-labelledby="admin-orders-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-orders-heading" className="text-lg font-semibold">
          {t("heading")}
        </h2>
        <a
          href={`${ADMIN_ORDERS_EXPORT_PATH}${adminOrdersSearch({ ...query, page: 1 })}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          download
        >
          <DownloadIcon aria-hidden />
          {t("export")}
        </a>
      </div>
      <AdminOrdersFilters query={query} />
      {result.rows.length === 0 ? (
        <div className="grid gap-1 rounded-[var(--radius)] border border-dashed border-border p-6 text-center">
          <p className="font-medium">{t("empty")}</p>
          <p className="text-sm text-muted-foreground">{t("emptyHint")}</p>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status" data-testid="admin-orders-count">
            {t("showing", { from, to, total: result.total })}
          </p>
          <AdminOrdersTable rows={result.rows} locale={locale} query={query} />
          <ListPager
            namespace="admin.orders"
            page={result.page}
            pages={pages}
            hrefFor={(page) => `/admin/orders${adminOrdersSearch({ ...query, page })}`}
          />
        </>
      )}
    </section>
  );
}
