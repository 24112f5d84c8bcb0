import { loadShopFacts } from "@/modules/content/server";
import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

export const generateMetadata = metadataFromMessages("legal.terms", "/terms");

export default async function TermsPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  return <InfoPage namespace="legal.terms" numbered facts={await loadShopFacts(locale)} />;
}
