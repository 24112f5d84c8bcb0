import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { loadCheckoutPageData } from "@/modules/checkout/server";
import { CheckoutWizard } from "@/modules/checkout/components/checkout-wizard";
import { MoneyProvider } from "@/modules/money/components/money-provider";
import { getExchangeRates } from "@/modules/money/server";
import { resolvePageLocale, metadataFromMessages, type LocaleParams } from "@/modules/i18n/server";

// One visitor's checkout (their account, the currency they're charged in): rendered for each request. (docs/architecture.md#prerendered-pages)
export const dynamic = "force-dynamic";

const checkoutMetadata = metadataFromMessages("checkout", "/checkout");

/** A page about one visitor's order: never in a search index. */
export async function generateMetadata(props: LocaleParams): Promise<Metadata> {
  return { ...(await checkoutMetadata(props)), robots: { index: false, follow: false } };
}

/** The wizard gets the visitor's cart as this request reads it, the shipping countries and payment mode. */
export default async function CheckoutPage({ params }: LocaleParams) {
  const locale = await resolvePageLocale(params);
  const [t, { currency, ...data }, rates] = await Promise.all([
    getTranslations("checkout"),
    loadCheckoutPageData(locale),
    getExchangeRates(),
  ]);
  return (
    <Container className="grid gap-6 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("heading")}</h1>
      {/* Priced in the currency the order is charged in, as the server reads it (not the browser's guess). */}
      <MoneyProvider locale={locale} rates={rates} currency={currency}>
        <CheckoutWizard {...data} />
      </MoneyProvider>
    </Container>
  );
}
