import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { AdminSearchForm } from "@/modules/admin/shared/components/admin-search-form";
import { EmptyList, ListPager, pageFacts } from "@/modules/admin/shared/components/list-pager";
import type { AdminCustomerPage } from "../customers-list.server";
import { adminCustomersSearch, CUSTOMER_SORTS, type AdminCustomersQuery } from "../customers-query";
import { AdminCustomersTable } from "./admin-customers-table";

type Props = { query: AdminCustomersQuery; result: AdminCustomerPage; locale: Locale };

/** The Customers section: a GET search, the order as links, "Showing x–y of z", the page, paging. */
export function AdminCustomersList({ query, result, locale }: Props) {
  const t = useTranslations("admin.customers");
  const { from, to, total, pages } = pageFacts(result);
  return (
    <section aria-labelledby="admin-customers-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="admin-customers-heading" className="text-lg font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      <AdminSearchForm
        formLabel={t("searchLabel")}
        id="admin-customers-q"
        name="q"
        label={t("search")}
        hint={t("searchHint")}
        value={query.q}
        applyLabel={t("apply")}
        clearLabel={t("clear")}
        clearHref={`/admin/customers${adminCustomersSearch({ sort: query.sort })}`}
      />
      <nav aria-label={t("sortLabel")} className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t("sortBy")}</span>
        {CUSTOMER_SORTS.map((sort) => (
          <Link
            key={sort}
            href={`/admin/customers${adminCustomersSearch({ q: query.q, sort })}`}
            aria-current={sort === query.sort ? "true" : undefined}
            className={cn(
              "rounded-[var(--radius)] px-2 py-1 underline-offset-4 hover:underline",
              sort === query.sort ? "bg-muted font-semibold text-foreground" : "text-primary",
            )}
          >
            {t(`sorts.${sort}`)}
          </Link>
        ))}
      </nav>
      {result.rows.length === 0 ? (
        <EmptyList title={t("empty")} hint={query.q ? t("emptyHint") : t("emptyShop")} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status" data-testid="admin-customers-count">
            {t("showing", { from, to, total })}
          </p>
          <AdminCustomersTable rows={result.rows} locale={locale} />
          <p className="text-xs text-muted-foreground">{t("timesInShopZone")}</p>
          <ListPager
            namespace="admin.customers.pager"
            label={t("pager.label")}
            page={result.page}
            pages={pages}
            hrefFor={(page) => `/admin/customers${adminCustomersSearch({ ...query, page })}`}
          />
        </>
      )}
    </section>
  );
}
