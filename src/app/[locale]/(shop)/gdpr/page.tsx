import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale } from "@/modules/i18n/server";
import { metadataFromMessages, type LocaleParams } from "@/modules/i18n/page-metadata";

export const generateMetadata = metadataFromMessages("pages.gdpr", "/gdpr");

export default async function GdprPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return <InfoPage namespace="pages.gdpr" />;
}
