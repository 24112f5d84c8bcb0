import { UpcomingPage } from "@/modules/content/components/upcoming-page";
import { resolvePageLocale } from "@/modules/content/page-locale";
import { metadataFromMessages, type LocaleParams } from "@/modules/i18n/page-metadata";

export const generateMetadata = metadataFromMessages("upcoming.checkout", "/checkout");

// Replaced by the checkout wizard and hosted payment in the checkout issue.
export default async function CheckoutPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return <UpcomingPage namespace="upcoming.checkout" actionHref="/contact" />;
}
