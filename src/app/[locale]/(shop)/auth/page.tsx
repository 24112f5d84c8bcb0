import { UpcomingPage } from "@/modules/content/components/upcoming-page";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

export const generateMetadata = metadataFromMessages("upcoming.auth", "/auth");

// Replaced by sign-in / sign-up (Better Auth) in the accounts work.
export default async function AuthPage({ params }: LocaleParams) {
  await resolvePageLocale(params);
  return <UpcomingPage namespace="upcoming.auth" actionHref="/products" />;
}
