import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { AdminSearchForm } from "@/modules/admin/shared/components/admin-search-form";
import {
  browsableProducts,
  filterProviderProducts,
  providerCategories,
  type ProviderCatalogueFilter,
  type ProviderCatalogueResult,
  type ProviderProductSummary,
} from "../provider-catalogue";
import { providerCatalogueSearch } from "../provider-catalogue-query";
import { formatProviderAmount } from "./provider-amount";
import { ProviderErrorNotice } from "./provider-error";

type Props = {
  catalogue: ProviderCatalogueResult<ProviderProductSummary[]>;
  filter: ProviderCatalogueFilter;
  locale: Locale;
};

const BASE = "/admin/catalogue/provider";

/**
 * The connected account's products: categories with counts (deprecated ones hidden), a GET search
 * (?q=&category=) and the table, each name linking to the product's page.
 */
export function ProviderCatalogueList({ catalogue, filter, locale }: Props) {
  const t = useTranslations("admin.providerCatalogue");
  return (
    <section aria-labelledby="provider-catalogue-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="provider-catalogue-heading" className="text-lg font-semibold">
          {t("heading")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        <p className="text-sm text-muted-foreground">{t("freshness")}</p>
      </div>
      {catalogue.ok ? (
        <Catalogue products={catalogue.data} filter={filter} locale={locale} />
      ) : (
        <ProviderErrorNotice error={catalogue.error} />
      )}
    </section>
  );
}

function Catalogue({
  products,
  filter,
  locale,
}: {
  products: ProviderProductSummary[];
  filter: ProviderCatalogueFilter;
  locale: Locale;
}) {
  const t = useTranslations("admin.providerCatalogue");
  const categories = providerCategories(products);
  const rows = filterProviderProducts(products, filter);
  const all = browsableProducts(products).length;
  const categoryLink = (category: string) => `${BASE}${providerCatalogueSearch({ q: filter.q, category })}`;
  return (
    <>
      {categories.length > 0 ? (
        <nav aria-label={t("categories")}>
          <ul className="flex flex-wrap gap-2">
            {[{ name: "", count: all }, ...categories].map((category) => {
              const current = category.name === filter.category;
              return (
                <li key={category.name || "all"}>
                  <Link
                    href={categoryLink(category.name)}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "inline-flex min-h-9 items-center rounded-full border px-3 text-sm",
                      "focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                      current
                        ? "border-primary bg-primary text-primary-foreground"
                        : "border-border hover:bg-muted",
                    )}
                  >
                    {category.name
                      ? t("categoryLink", { name: category.name, count: category.count })
                      : t("allCategories", { count: category.count })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
      <AdminSearchForm
        formLabel={t("searchForm")}
        id="provider-catalogue-q"
        name="q"
        label={t("search")}
        hint={t("searchHint")}
        value={filter.q}
        applyLabel={t("apply")}
        clearLabel={t("clear")}
        clearHref={`${BASE}${providerCatalogueSearch({ category: filter.category })}`}
        hidden={filter.category ? { category: filter.category } : undefined}
      />
      {rows.length === 0 ? (
        <div className="grid gap-1 rounded-[var(--radius)] border border-dashed border-border p-6 text-center">
          <p className="font-medium">{all === 0 ? t("emptyAccount") : t("empty")}</p>
          {all === 0 ? null : <p className="text-sm text-muted-foreground">{t("emptyHint")}</p>}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status" data-testid="provider-catalogue-count">
            {t("count", { count: rows.length })}
          </p>
          <div
            className="overflow-x-auto rounded-[var(--radius)] border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            role="region"
            aria-label={t("heading")}
            tabIndex={0}
          >
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("columns.name")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("columns.reference")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("columns.category")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t("columns.fromPrice")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((product) => (
                  <tr key={product.reference} data-testid="provider-catalogue-row">
                    <td className="px-3 py-2">
                      <Link
                        href={`${BASE}/${encodeURIComponent(product.reference)}`}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        {product.name}
                      </Link>
                      {product.note ? (
                        <div className="text-xs text-muted-foreground">{product.note}</div>
                      ) : null}
                    </td>
                    <td className="px-3 py-2 font-mono text-xs">{product.reference}</td>
                    <td className="px-3 py-2">{product.category ?? t("noCategory")}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                      {product.fromPrice !== null && product.currency
                        ? formatProviderAmount(product.fromPrice, product.currency, locale)
                        : t("noPrice")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
