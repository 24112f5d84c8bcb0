import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { chosenOptions, parseCostChoice } from "@/modules/admin/provider-catalogue";
import {
  providerCost,
  providerProduct,
  providerShippingCountries,
} from "@/modules/admin/provider-catalogue/server";
import { ProviderErrorNotice } from "@/modules/admin/provider-catalogue/components/provider-error";
import { ProviderProductPage } from "@/modules/admin/provider-catalogue/components/provider-product-page";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale } from "@/modules/i18n/server";

type Props = {
  params: Promise<{ locale: string; reference: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Provider references are short ASCII words (poster_a3_fc); anything else is no product of theirs. */
const REFERENCE = /^[A-Za-z0-9_.-]{1,120}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: toLocale((await params).locale),
    namespace: "admin.providerCatalogue.product",
  });
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

/**
 * /admin/catalogue/provider/[reference]: one provider product, its option families, specs and the
 * provider's cost for a choice read from the URL (a wrong value falls back to its default). An
 * unknown reference is a 404; a provider that can't be asked is said on the page.
 */
export default async function ProviderProductRoute({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const { reference } = await params;
  await requireAdmin(
    locale,
    localizedPath(locale, `/admin/catalogue/provider/${encodeURIComponent(reference.slice(0, 120))}`),
  );
  if (!REFERENCE.test(reference)) notFound();
  const product = await providerProduct(reference);
  if (!product.ok) return <ProviderErrorNotice error={product.error} />;
  if (!product.data) notFound();

  const countries = await providerShippingCountries();
  const known = countries.ok ? countries.data : undefined;
  const { choice, invalid } = parseCostChoice(await searchParams, product.data, known);
  const cost = await providerCost({
    reference: product.data.reference,
    options: chosenOptions(choice),
    country: choice.country,
    quantity: choice.quantity,
    ...(choice.pages !== undefined ? { pages: choice.pages } : {}),
  });
  return (
    <ProviderProductPage
      product={product.data}
      choice={choice}
      invalid={invalid}
      countries={known}
      cost={cost}
      locale={locale}
    />
  );
}
