import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

export const generateMetadata = metadataFromMessages("pages.integrations", "/integrations");

export default async function IntegrationsPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return <InfoPage namespace="pages.integrations" />;
}
