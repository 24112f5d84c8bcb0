import { loadShopFacts } from "@/modules/content/server";
import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

export const generateMetadata = metadataFromMessages("pages.shipping", "/shipping");

export default async function ShippingPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  return <InfoPage namespace="pages.shipping" facts={await loadShopFacts(locale)} />;
}
