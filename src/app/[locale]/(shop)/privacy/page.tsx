import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

export const generateMetadata = metadataFromMessages("legal.privacy", "/privacy");

export default async function PrivacyPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return <InfoPage namespace="legal.privacy" numbered />;
}
