import { loadShopFacts } from "@/modules/content/server";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CallToAction } from "@/modules/content/components/call-to-action";
import { BestSellers } from "@/modules/content/components/home/best-sellers";
import { Hero } from "@/modules/content/components/home/hero";
import { HowItWorksTeaser } from "@/modules/content/components/home/how-it-works-teaser";
import { Pitch } from "@/modules/content/components/home/pitch";
import { resolvePageLocale, pageMetadata, type LocaleParams } from "@/modules/i18n/server";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: "home" });
  const metadata = pageMetadata({ locale, path: "/", title: t("metaTitle"), description: t("description") });
  // The layout's "%s | PrintGo" template does not apply to its own segment's page.
  return { ...metadata, title: { absolute: `PrintGo | ${t("metaTitle")}` } };
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  const [t, facts] = await Promise.all([getTranslations("home.cta"), loadShopFacts(locale)]);
  return (
    <>
      <Hero facts={facts} />
      <Pitch facts={facts} />
      <HowItWorksTeaser />
      <BestSellers />
      <CallToAction cta={{ heading: t("title"), body: t("body"), label: t("label"), href: "/products" }} />
    </>
  );
}
