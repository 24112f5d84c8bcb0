import { useTranslations } from "next-intl";
import { Link } from "@/modules/i18n/components/navigation";
import { providerLogSearch, type ProviderLogQuery } from "../provider-log-query";

const linkClass =
  "inline-flex h-10 items-center rounded-[var(--radius)] border border-border px-4 text-sm font-medium hover:bg-muted";

/** Newer and older pages, keeping the filter; plain links, so each page has its own URL. */
export function ProviderLogPager({
  query,
  page,
  pageCount,
}: {
  query: ProviderLogQuery;
  page: number;
  pageCount: number;
}) {
  const t = useTranslations("admin.logs.pager");
  if (pageCount <= 1) return null;
  const href = (target: number) => `/admin/logs${providerLogSearch({ ...query, page: target })}`;
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={linkClass}>
          {t("newer")}
        </Link>
      ) : null}
      <span className="text-sm text-muted-foreground">{t("page", { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next" className={linkClass}>
          {t("older")}
        </Link>
      ) : null}
    </nav>
  );
}
