import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ArrowLeftIcon } from "lucide-react";
import { Container } from "@/components/ui/container";
import { productPath, fromPrice } from "@/modules/catalog";
import { productJsonLd, serializeJsonLd } from "@/modules/catalog/server";
import { ProductConfigurator } from "@/screens/product/product-configurator";
import { ProductDetails } from "@/modules/catalog/components/product-details";
import { loadProductPage } from "@/modules/catalog/server";
import { productAvailability } from "@/modules/fulfilment/server";
import { loadShippingChoices } from "@/modules/shipping/server";
import { PRODUCTION_DAYS } from "@/modules/shipping";
import { getShopTerms } from "@/modules/pricing/server";
import { resolvePageLocale, pageMetadata } from "@/modules/i18n/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { Link } from "@/modules/i18n/components/navigation";
import { ProductReviews } from "@/modules/reviews/components/product-reviews";
import { latestReviews } from "@/modules/reviews/server";
import { db } from "@/server/db";
import { env } from "@/server/env";

type Props = { params: Promise<{ locale: string; productId: string }> };

/**
 * Prerendered on first request, for everybody, and kept until the catalog, prices, reviews or the
 * provider's answers change (docs/architecture.md#prerendered-pages); the visitor's currency and
 * country are applied in the browser.
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, productId } = await params;
  const locale = toLocale(raw);
  const product = await loadProductPage(productId, locale);
  if (!product) return { title: (await getTranslations({ locale, namespace: "product" }))("notFoundTitle") };
  const metadata = pageMetadata({
    locale,
    path: productPath(product.id),
    title: product.name,
    description: product.description,
  });
  return { ...metadata, openGraph: { ...metadata.openGraph, images: [product.image] } };
}

export default async function ProductPage({ params }: Props) {
  const locale = await resolvePageLocale(params);
  const product = await loadProductPage((await params).productId, locale);
  if (!product) notFound();
  const [t, shipping, availability, terms, reviews] = await Promise.all([
    getTranslations("product"),
    loadShippingChoices(locale),
    productAvailability(product.id),
    getShopTerms(),
    product.reviewCount > 0 ? latestReviews(db(), product.id) : [],
  ]);
  const promises = {
    freeShippingFrom: terms.freeShippingThreshold ?? undefined,
    productionDays: PRODUCTION_DAYS,
  };
  const url = `${env().APP_URL}${localizedPath(locale, productPath(product.id))}`;
  return (
    <Container className="grid gap-6 py-8">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: serializeJsonLd(
            productJsonLd(product, url, `${env().APP_URL}${product.image}`, fromPrice(product)),
          ),
        }}
      />
      <Link
        href="/products"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <ProductConfigurator
        product={product}
        countries={shipping.countries}
        availability={availability}
        details={
          <ProductDetails product={product} promises={promises} unavailable={!availability.orderable} />
        }
      />
      <ProductReviews rating={product.rating} reviewCount={product.reviewCount} reviews={reviews} />
    </Container>
  );
}
