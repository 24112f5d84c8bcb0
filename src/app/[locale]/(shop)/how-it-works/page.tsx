import { loadShopFacts } from "@/modules/content/server";
import { fillFacts } from "@/modules/content";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { BenefitGrid } from "@/modules/content/components/benefit-grid";
import { NumberedSteps } from "@/modules/content/components/numbered-steps";
import { PageHeader } from "@/modules/content/components/page-header";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";
import { Link } from "@/modules/i18n/components/navigation";

export const generateMetadata = metadataFromMessages("howItWorksPage", "/how-it-works");

export default async function HowItWorksPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  const [t, facts] = await Promise.all([getTranslations("howItWorksPage"), loadShopFacts(locale)]);
  const steps = (t.raw("steps") as { title: string; body: string }[]).map((step) => ({
    ...step,
    body: fillFacts(step.body, facts) ?? "",
  }));
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <Container className="grid gap-16 py-12">
        <NumberedSteps steps={steps} headingLevel={2} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
        <BenefitGrid items={t.raw("benefits")} headingLevel={2} />
        <section className="rounded-[var(--radius-lg)] bg-primary px-6 py-10 text-center text-primary-foreground">
          <h2 className="text-2xl font-bold">{t("cta.title")}</h2>
          <p className="mx-auto mt-2 max-w-xl opacity-90">{t("cta.body")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link href="/products">{t("cta.primary")}</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/40 bg-transparent hover:bg-primary-foreground/10"
            >
              <Link href="/pricing">{t("cta.secondary")}</Link>
            </Button>
          </div>
        </section>
      </Container>
    </>
  );
}
