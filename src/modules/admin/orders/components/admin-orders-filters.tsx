import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Link } from "@/modules/i18n/components/navigation";
import { ORDER_STATUSES } from "@/modules/orders";
import type { AdminOrdersQuery } from "../orders-query";

/**
 * A plain GET form: the filters land in the URL (?q=&status=), so it works without JavaScript, can be
 * bookmarked, and Back returns to the previous list. Submitting starts again at page one.
 */
export function AdminOrdersFilters({ query }: { query: AdminOrdersQuery }) {
  const t = useTranslations("admin.orders");
  const tStatus = useTranslations("orders.status");
  return (
    <form method="get" role="search" aria-label={t("filters")} className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-60 flex-1 gap-1">
        <label htmlFor="admin-orders-q" className="text-sm font-medium">
          {t("search")}
        </label>
        <Input
          id="admin-orders-q"
          name="q"
          type="search"
          defaultValue={query.q}
          placeholder={t("searchHint")}
          maxLength={100}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="admin-orders-status" className="text-sm font-medium">
          {t("status")}
        </label>
        <NativeSelect id="admin-orders-status" name="status" defaultValue={query.status}>
          <option value="all">{t("allStatuses")}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {tStatus(status)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <button type="submit" className={buttonVariants()}>
        {t("apply")}
      </button>
      {query.q || query.status !== "all" ? (
        <Link href="/admin/orders" className={buttonVariants({ variant: "ghost" })}>
          {t("clear")}
        </Link>
      ) : null}
    </form>
  );
}
