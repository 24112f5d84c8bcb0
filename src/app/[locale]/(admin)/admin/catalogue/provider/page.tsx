import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { parseProviderCatalogueQuery, providerCatalogueSearch } from "@/modules/admin/provider-catalogue";
import { providerCatalogue } from "@/modules/admin/provider-catalogue/server";
import { ProviderCatalogueList } from "@/modules/admin/provider-catalogue/components/provider-catalogue-list";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({
    locale: toLocale((await params).locale),
    namespace: "admin.providerCatalogue",
  });
  return { title: t("title"), robots: { index: false, follow: false } };
}

/** /admin/catalogue/provider: the connected Cloudprinter account's products, read-only; staff only. */
export default async function ProviderCataloguePage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const filter = parseProviderCatalogueQuery(await searchParams);
  await requireAdmin(
    locale,
    localizedPath(locale, `/admin/catalogue/provider${providerCatalogueSearch(filter)}`),
  );
  const catalogue = await providerCatalogue();
  return <ProviderCatalogueList catalogue={catalogue} filter={filter} locale={locale} />;
}
