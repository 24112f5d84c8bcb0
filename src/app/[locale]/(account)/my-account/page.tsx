import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/modules/accounts/server";
import { localizedPath, toLocale } from "@/modules/i18n";
import { getLocaleSettings, resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { accountTab, accountTabHref } from "@/modules/my-account";
import { AccountPage } from "@/modules/my-account/components/account-page";
import { AccountPanel } from "@/modules/my-account/components/account-panels";
import { loadShippingChoices } from "@/modules/shipping/server";

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "account.meta" });
  return { title: t("title"), description: t("description"), robots: { index: false, follow: false } };
}

/** /my-account?tab=profile|orders|designs|payment|addresses: the signed-in customer's account. */
export default async function MyAccountPage({ params, searchParams }: Props) {
  const locale = await resolvePageLocale(params);
  const tab = accountTab((await searchParams).tab);
  const user = await requireUser(locale, localizedPath(locale, accountTabHref(tab)));
  // Saved addresses offer the countries the checkout ships to, starting with the visitor's own.
  const addressCountries = async () => {
    const [{ countries }, settings] = await Promise.all([loadShippingChoices(locale), getLocaleSettings()]);
    const ships = countries.some((country) => country.code === settings.country);
    return { countries, defaultCountry: ships ? settings.country : "" };
  };
  return (
    <AccountPage tab={tab} email={user.email}>
      <AccountPanel tab={tab} user={user} locale={locale} addressCountries={addressCountries} />
    </AccountPage>
  );
}
