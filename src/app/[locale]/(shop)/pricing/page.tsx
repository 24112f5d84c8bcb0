import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { listProducts } from "@/modules/catalog/server";
import { loadShippingChoices } from "@/modules/shipping/server";
import { BenefitGrid } from "@/modules/content/components/benefit-grid";
import { FaqList } from "@/modules/content/components/faq-list";
import { fillParagraphs } from "@/modules/content";
import { loadShopFacts } from "@/modules/content/server";
import { PageHeader } from "@/modules/content/components/page-header";
import { PlanCards } from "@/modules/content/components/pricing/plan-cards";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";
import { PriceCalculator } from "@/modules/pricing/components/price-calculator";

export const generateMetadata = metadataFromMessages("pricing", "/pricing");

export default async function PricingPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  const [t, catalog, shipping, facts] = await Promise.all([
    getTranslations("pricing"),
    listProducts({ locale }),
    loadShippingChoices(locale),
    loadShopFacts(locale),
  ]);
  // Fees and the free-shipping threshold are the shop's facts (docs/product-rules.md#promises).
  const benefits = (t.raw("benefits") as { title: string; body: string }[]).map((benefit) => ({
    ...benefit,
    body: fillParagraphs(benefit.body, facts),
  }));
  const faq = (t.raw("faq.items") as { question: string; answer: string }[]).map((item) => ({
    ...item,
    answer: fillParagraphs(item.answer, facts),
  }));
  // One product type per category (8 product types), the first in catalog order.
  const productTypes = catalog.items.filter(
    (product, index, all) => all.findIndex((other) => other.category === product.category) === index,
  );
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <Container className="grid gap-16 py-12">
        <PlanCards products={catalog.items} />
        <BenefitGrid items={benefits} headingLevel={2} />
        <section
          aria-labelledby="calculator"
          className="rounded-[var(--radius-lg)] border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="calculator" className="text-2xl font-bold">
            {t("calculator.title")}
          </h2>
          <p className="mt-2 mb-6 max-w-xl text-muted-foreground">{t("calculator.subtitle")}</p>
          <PriceCalculator
            products={productTypes.map(
              ({ id, name, categoryName, basePrice, options, unit, copiesPerUnit, ...range }) => ({
                id,
                name,
                categoryName,
                basePrice,
                options,
                unit,
                copiesPerUnit,
                minQuantity: range.minQuantity,
                maxQuantity: range.maxQuantity,
                priceBreaks: range.priceBreaks,
              }),
            )}
            countries={shipping.countries}
          />
        </section>
        <section aria-labelledby="pricing-faq" className="mx-auto w-full max-w-3xl">
          <h2 id="pricing-faq" className="text-2xl font-bold">
            {t("faq.title")}
          </h2>
          <FaqList items={faq} />
        </section>
      </Container>
    </>
  );
}
