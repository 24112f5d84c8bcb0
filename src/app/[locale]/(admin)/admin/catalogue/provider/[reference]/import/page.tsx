import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { accountFamiliesOf } from "@/modules/admin/catalog";
import { AdminProductImportForm } from "@/modules/admin/catalog/components/admin-product-import-form";
import { providerProduct } from "@/modules/admin/provider-catalogue/server";
import { ProviderErrorNotice } from "@/modules/admin/provider-catalogue/components/provider-error";
import { sizeChartFromSpecs } from "@/modules/catalog";
import { categoryChoices } from "@/modules/catalog/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = { params: Promise<{ locale: string; reference: string }> };

/** Provider references are short ASCII words (poster_a3_fc); anything else is no product of theirs. */
const REFERENCE = /^[A-Za-z0-9_.-]{1,120}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: toLocale((await params).locale),
    namespace: "admin.catalog.import",
  });
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

/**
 * /admin/catalogue/provider/[reference]/import: a shop product from one provider product
 * (docs/admin.md#provider-catalogue). An unknown reference is a 404; a provider that can't be asked is
 * said on the page.
 */
export default async function ImportProviderProductRoute({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const { reference } = await params;
  const here = `/admin/catalogue/provider/${encodeURIComponent(reference.slice(0, 120))}`;
  await requireAdmin(locale, localizedPath(locale, `${here}/import`));
  if (!REFERENCE.test(reference)) notFound();
  const product = await providerProduct(reference);
  if (!product.ok) return <ProviderErrorNotice error={product.error} />;
  if (!product.data) notFound();
  const { families, specs, rawSpecs, name } = product.data;
  const sizeChart = sizeChartFromSpecs(rawSpecs);
  return (
    <AdminProductImportForm
      source={{
        reference: product.data.reference,
        name,
        families: accountFamiliesOf(families),
        ...(specs.printableSides !== undefined && { printableSides: specs.printableSides }),
        ...(specs.minQuantity !== undefined && { minQuantity: specs.minQuantity }),
        ...(sizeChart && { sizeChart }),
      }}
      categories={await categoryChoices(db(), locale)}
      backHref={here}
      locale={locale}
    />
  );
}
