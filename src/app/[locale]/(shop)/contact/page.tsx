import { loadShopFacts } from "@/modules/content/server";
import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

export const generateMetadata = metadataFromMessages("pages.contact", "/contact");

export default async function ContactPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  return <InfoPage namespace="pages.contact" facts={await loadShopFacts(locale)} />;
}
