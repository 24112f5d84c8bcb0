import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { parseUrlQuery, textParam } from "@/lib/url-query";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { catalogSearch, parseCatalogQuery } from "@/modules/admin/catalog";
import { productMarginsAsSaved } from "@/modules/admin/catalog/server";
import { providerShippingCountries } from "@/modules/admin/provider-catalogue/server";
import { AdminProductForm } from "@/modules/admin/catalog/components/admin-product-form";
import { parseProductId } from "@/modules/catalog";
import { editableProduct } from "@/modules/catalog/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale } from "@/modules/i18n/server";
import { db } from "@/server/db";

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.catalog" });
  return { title: t("editPageTitle"), robots: { index: false, follow: false } };
}

/** /admin/database/catalog/[id]: one product's edit form; an unknown id is a 404. */
export default async function AdminProductPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const { id: rawId } = await params;
  const back = `/admin/database/catalog${catalogSearch(parseCatalogQuery(await searchParams))}`;
  await requireAdmin(
    locale,
    localizedPath(locale, `/admin/database/catalog/${encodeURIComponent(rawId.slice(0, 20))}`),
  );
  const id = parseProductId(rawId);
  const product = id === undefined ? undefined : await editableProduct(db(), id);
  if (!product) notFound();
  // A product made from the provider's catalogue shows its cost against our prices (the margin guard).
  // `?country=TH` shows it delivered elsewhere; anything but two capital letters is the reference country.
  const { country } = parseUrlQuery(z.object({ country: textParam(2) }), await searchParams);
  const margins =
    product.origin === "provider"
      ? await productMarginsAsSaved(product, /^[A-Z]{2}$/.test(country) ? country : undefined)
      : undefined;
  // The key starts the form afresh when another product (or a newer save) is shown.
  return (
    <AdminProductForm
      key={`${product.id}:${product.editedAt?.toISOString() ?? ""}`}
      product={product}
      backHref={back}
      locale={locale}
      margins={margins}
      marginCountries={margins ? await marginCountries() : undefined}
    />
  );
}

/** The account's delivery countries (kept per connection); none when the provider can't be asked. */
async function marginCountries(): Promise<string[]> {
  const countries = await providerShippingCountries();
  return countries.ok ? countries.data : [];
}
