import { CalculatorIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { BenefitGrid } from "@/modules/content/components/benefit-grid";
import { FaqList } from "@/modules/content/components/faq-list";
import { PageHeader } from "@/modules/content/components/page-header";
import { PlanCards } from "@/modules/content/components/pricing/plan-cards";
import { resolvePageLocale } from "@/modules/content/page-locale";
import { Link } from "@/modules/i18n/navigation";
import { metadataFromMessages, type LocaleParams } from "@/modules/i18n/page-metadata";

export const generateMetadata = metadataFromMessages("pricing", "/pricing");

export default async function PricingPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  const [t, tUpcoming] = await Promise.all([getTranslations("pricing"), getTranslations("upcoming")]);
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <Container className="grid gap-16 py-12">
        <PlanCards />
        <BenefitGrid items={t.raw("benefits")} />
        {/* The live calculator arrives with the catalogue's pricing service. */}
        <section
          aria-labelledby="calculator"
          className="rounded-[var(--radius-lg)] border border-dashed border-border p-8 text-center"
        >
          <CalculatorIcon className="mx-auto size-10 text-primary" aria-hidden />
          <h2 id="calculator" className="mt-3 text-2xl font-bold">
            {t("calculator.title")}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-muted-foreground">{t("calculator.subtitle")}</p>
          <p className="mt-4 text-sm font-medium">{tUpcoming("badge")}</p>
          <Button asChild variant="outline" className="mt-4">
            <Link href="/contact">{tUpcoming("products.action")}</Link>
          </Button>
        </section>
        <section aria-labelledby="pricing-faq" className="mx-auto w-full max-w-3xl">
          <h2 id="pricing-faq" className="text-2xl font-bold">
            {t("faq.title")}
          </h2>
          <FaqList items={t.raw("faq.items")} />
        </section>
      </Container>
    </>
  );
}
