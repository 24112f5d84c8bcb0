import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { catalogueSearch, parseCatalogueQuery } from "@/modules/admin";
import { AdminCatalogueList } from "@/modules/admin/components/admin-catalogue-list";
import { catalogueRows } from "@/modules/catalog/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.catalogue" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/database/catalogue: every product, active or not, searched through the URL; staff only. */
export default async function AdminCataloguePage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const query = parseCatalogueQuery(await searchParams);
  await requireAdmin(locale, localizedPath(locale, `/admin/database/catalogue${catalogueSearch(query)}`));
  const rows = await catalogueRows(db(), { locale, search: query.q });
  return <AdminCatalogueList rows={rows} query={query} locale={locale} />;
}
