import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireAdmin } from "@/modules/accounts/server";
import { providerConfiguration } from "@/modules/admin/provider/server";
import { ExchangeRatesCard } from "@/modules/admin/settings/components/exchange-rates-card";
import { ProviderSettingsPanel } from "@/modules/admin/provider/components/provider-settings-panel";
import { ProviderSourceNotice } from "@/modules/admin/provider/components/provider-source-notice";
import { ProviderWebhookInfo } from "@/modules/admin/provider/components/provider-webhook-info";
import { ReportSettingsCard } from "@/modules/admin/settings/components/report-settings-card";
import { ShopTermsCard } from "@/modules/admin/settings/components/shop-terms-card";
import { SupportAddressCard } from "@/modules/admin/settings/components/support-address-card";
import { WebhookKeyForm } from "@/modules/admin/provider/components/webhook-key-form";
import { localizedPath, toLocale } from "@/modules/i18n";
import { resolvePageLocale, type LocaleParams } from "@/modules/i18n/server";
import { listExchangeRates } from "@/modules/money/server";
import { db } from "@/server/db";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toLocale((await params).locale), namespace: "admin.config" });
  return { title: t("pageTitle"), robots: { index: false, follow: false } };
}

/**
 * /admin/configuration: the Cloudprinter connection (settings card, key in force, webhook address and
 * key), the support address, free shipping and payment fees, the exchange rates prices are
 * displayed and charged with, and the overview's time zone and reporting currency.
 */
export default async function AdminConfigurationPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  await requireAdmin(locale, localizedPath(locale, "/admin/configuration"));
  const [configuration, rates] = await Promise.all([providerConfiguration(db()), listExchangeRates(db())]);
  return (
    <div className="grid max-w-3xl gap-6">
      <ProviderSourceNotice configuration={configuration} />
      <ProviderSettingsPanel configuration={configuration} />
      <ProviderWebhookInfo configuration={configuration} />
      <WebhookKeyForm configuration={configuration} />
      <SupportAddressCard />
      <ShopTermsCard />
      <ExchangeRatesCard rates={rates} locale={locale} />
      <ReportSettingsCard />
    </div>
  );
}
