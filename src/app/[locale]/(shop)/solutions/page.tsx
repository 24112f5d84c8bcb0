import { loadShopFacts } from "@/modules/content/server";
import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

export const generateMetadata = metadataFromMessages("pages.solutions", "/solutions");

export default async function SolutionsPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  return <InfoPage namespace="pages.solutions" facts={await loadShopFacts(locale)} />;
}
