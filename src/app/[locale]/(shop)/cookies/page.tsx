import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

export const generateMetadata = metadataFromMessages("pages.cookies", "/cookies");

export default async function CookiesPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return <InfoPage namespace="pages.cookies" />;
}
