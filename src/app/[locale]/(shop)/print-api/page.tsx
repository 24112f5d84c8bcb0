import { loadShopFacts } from "@/modules/content/server";
import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

export const generateMetadata = metadataFromMessages("pages.printApi", "/print-api");

export default async function PrintApiPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  return <InfoPage namespace="pages.printApi" facts={await loadShopFacts(locale)} />;
}
