import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale } from "@/modules/i18n/server";
import { metadataFromMessages, type LocaleParams } from "@/modules/i18n/page-metadata";

export const generateMetadata = metadataFromMessages("pages.api", "/api");

export default async function ApiPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return <InfoPage namespace="pages.api" />;
}
