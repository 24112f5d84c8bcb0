import { UpcomingPage } from "@/modules/content/components/upcoming-page";
import { resolvePageLocale } from "@/modules/i18n/server";
import { metadataFromMessages, type LocaleParams } from "@/modules/i18n/page-metadata";

export const generateMetadata = metadataFromMessages("upcoming.auth", "/auth");

// Replaced by sign-in / sign-up (Better Auth) in the accounts work.
export default async function AuthPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return <UpcomingPage namespace="upcoming.auth" actionHref="/products" />;
}
