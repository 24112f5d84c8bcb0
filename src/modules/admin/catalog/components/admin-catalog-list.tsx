import { PencilIcon, PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import type { CatalogRow } from "@/modules/catalog/server";
import type { Locale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { AdminSearchForm } from "@/modules/admin/shared/components/admin-search-form";
import { formatMinorUnits } from "@/modules/money";
import { catalogSearch, type CatalogQuery } from "../catalog-query";

type Props = { rows: CatalogRow[]; query: CatalogQuery; locale: Locale };

/**
 * Every product, sold or not, with the way to its edit page. The search is a plain GET form (?q=),
 * so the list can be linked and reloaded; the edit link carries it, so "Back" returns to this list.
 */
export function AdminCatalogList({ rows, query, locale }: Props) {
  const t = useTranslations("admin.catalog");
  const back = catalogSearch(query);
  return (
    <section aria-labelledby="admin-catalog-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="admin-catalog-heading" className="text-lg font-semibold">
            {t("heading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
        </div>
        {/* New products come from what the print account offers (docs/admin.md#provider-catalogue). */}
        <Link href="/admin/catalogue/provider" className={buttonVariants({ variant: "outline" })}>
          <PlusIcon className="size-4" aria-hidden />
          {t("addFromProvider")}
        </Link>
      </div>
      <AdminSearchForm
        formLabel={t("searchForm")}
        id="admin-catalog-q"
        name="q"
        label={t("search")}
        hint={t("searchHint")}
        value={query.q}
        applyLabel={t("apply")}
        clearLabel={t("clear")}
        clearHref="/admin/database/catalog"
      />
      {rows.length === 0 ? (
        <div className="grid gap-1 rounded-[var(--radius)] border border-dashed border-border p-6 text-center">
          <p className="font-medium">{t("empty")}</p>
          <p className="text-sm text-muted-foreground">{t("emptyHint")}</p>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status" data-testid="admin-catalog-count">
            {t("count", { count: rows.length })}
          </p>
          {/* Six columns don't fit a phone: the table scrolls sideways, reachable by keyboard too. */}
          <div
            className="overflow-x-auto rounded-[var(--radius)] border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            role="region"
            aria-label={t("heading")}
            tabIndex={0}
          >
            <table className="w-full min-w-[44rem] text-left text-sm">
              <thead className="bg-muted text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">{t("columns.picture")}</span>
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("columns.name")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("columns.category")}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t("columns.basePrice")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t("columns.status")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">{t("columns.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {rows.map((row) => (
                  <tr key={row.id} data-testid="admin-catalog-row">
                    <td className="px-3 py-2">
                      {row.thumbnail ? (
                        // Our own small SVGs and pictures under /images; next/image adds nothing here.
                        // eslint-disable-next-line @next/next/no-img-element
                        <img
                          src={row.thumbnail}
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                          className="size-12 rounded-[var(--radius)] border border-border object-cover"
                        />
                      ) : null}
                    </td>
                    <td className="px-3 py-2">
                      <div className="font-medium">{row.name}</div>
                      <div className="font-mono text-xs text-muted-foreground">
                        #{row.id} · {row.reference}
                      </div>
                    </td>
                    <td className="px-3 py-2">{row.categoryName}</td>
                    <td className="px-3 py-2 text-right font-medium whitespace-nowrap tabular-nums">
                      {formatMinorUnits(row.basePrice, "USD", locale)}
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex flex-wrap gap-1">
                        <Badge variant={row.active ? "success" : "neutral"}>
                          {row.active ? t("active") : t("inactive")}
                        </Badge>
                        {row.editedAt ? <Badge variant="info">{t("edited")}</Badge> : null}
                      </div>
                    </td>
                    <td className="px-3 py-2 text-right">
                      <Link
                        href={`/admin/database/catalog/${row.id}${back}`}
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                        aria-label={t("editProduct", { name: row.name })}
                      >
                        <PencilIcon aria-hidden />
                        {t("edit")}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
