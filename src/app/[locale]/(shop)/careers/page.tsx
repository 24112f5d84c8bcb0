import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

export const generateMetadata = metadataFromMessages("pages.careers", "/careers");

export default async function CareersPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return <InfoPage namespace="pages.careers" />;
}
