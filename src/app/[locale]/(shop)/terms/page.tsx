import { InfoPage } from "@/modules/content/components/info-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

export const generateMetadata = metadataFromMessages("legal.terms", "/terms");

export default async function TermsPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return <InfoPage namespace="legal.terms" numbered />;
}
