import { UpcomingPage } from "@/modules/content/components/upcoming-page";
import { resolvePageLocale } from "@/modules/content/page-locale";
import { metadataFromMessages, type LocaleParams } from "@/modules/i18n/page-metadata";

export const generateMetadata = metadataFromMessages("upcoming.trackOrder", "/track-order");

// Replaced by order tracking (order number + e-mail) in the checkout issue.
export default async function TrackOrderPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return <UpcomingPage namespace="upcoming.trackOrder" actionHref="/support" />;
}
