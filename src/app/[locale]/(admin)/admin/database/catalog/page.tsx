import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { catalogSearch, parseCatalogQuery } from "@/modules/admin/catalog";
import { AdminCatalogList } from "@/modules/admin/catalog/components/admin-catalog-list";
import { catalogRows } from "@/modules/catalog/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.catalog" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/database/catalog: every product, active or not, searched through the URL; staff only. */
export default async function AdminCatalogPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const query = parseCatalogQuery(await searchParams);
  await requireAdmin(locale, localizedPath(locale, `/admin/database/catalog${catalogSearch(query)}`));
  const rows = await catalogRows(db(), { locale, search: query.q });
  return <AdminCatalogList rows={rows} query={query} locale={locale} />;
}
