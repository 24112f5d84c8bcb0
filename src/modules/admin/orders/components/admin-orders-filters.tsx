import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { currencies } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { ORDER_LIST_SORTS, ORDER_STATUSES, PAYMENT_STATUSES } from "@/modules/orders";
import { hasAdminOrdersFilters, type AdminOrdersQuery } from "../orders-query";

const SORT_LABELS = {
  newest: "sortNewest",
  oldest: "sortOldest",
  total_desc: "sortTotalDesc",
  total_asc: "sortTotalAsc",
} as const;

/** A label above its field, the way every filter of the form is laid out. */
function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A plain GET form: the filters and the sort land in the URL, so it works without JavaScript, can be
 * bookmarked, and Back returns to the previous list. Submitting starts again at page one. The dates
 * are the shop's days (Bangkok), both included.
 */
export function AdminOrdersFilters({ query }: { query: AdminOrdersQuery }) {
  const t = useTranslations("admin.orders");
  const tStatus = useTranslations("orders.status");
  const tPayment = useTranslations("orders.paymentStatus");
  return (
    <form method="get" role="search" aria-label={t("filters")} className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
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
        <Field id="admin-orders-status" label={t("status")}>
          <NativeSelect id="admin-orders-status" name="status" defaultValue={query.status}>
            <option value="all">{t("allStatuses")}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tStatus(status)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="admin-orders-payment" label={t("payment")}>
          <NativeSelect id="admin-orders-payment" name="payment" defaultValue={query.payment}>
            <option value="all">{t("allPayments")}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {tPayment(status)}
              </option>
            ))}
            <option value="partly_refunded">{t("partlyRefunded")}</option>
          </NativeSelect>
        </Field>
        <Field id="admin-orders-currency" label={t("currency")}>
          <NativeSelect id="admin-orders-currency" name="currency" defaultValue={query.currency}>
            <option value="all">{t("allCurrencies")}</option>
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Field id="admin-orders-from" label={t("from")}>
          <Input id="admin-orders-from" name="from" type="date" defaultValue={query.from} className="w-44" />
        </Field>
        <Field id="admin-orders-to" label={t("to")}>
          <Input id="admin-orders-to" name="to" type="date" defaultValue={query.to} className="w-44" />
        </Field>
        <Field id="admin-orders-sort" label={t("sort")}>
          <NativeSelect id="admin-orders-sort" name="sort" defaultValue={query.sort}>
            {ORDER_LIST_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="attention"
            value="1"
            defaultChecked={query.attention}
            className="size-4 accent-primary"
          />
          {t("attentionOnly")}
        </label>
        <button type="submit" className={buttonVariants()}>
          {t("apply")}
        </button>
        {hasAdminOrdersFilters(query) ? (
          <Link href="/admin/orders" className={buttonVariants({ variant: "ghost" })}>
            {t("clear")}
          </Link>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{t("datesHint")}</p>
    </form>
  );
}
