import "server-only";
import { loadShippingChoices } from "@/modules/catalog/product-page-data.server";
import type { Locale } from "@/modules/i18n";
import { getLocaleSettings } from "@/modules/i18n/locale-settings.server";
import { isTestPayments } from "@/modules/payments";

/**
 * What /checkout needs from the server besides the cart (which the cart provider reads): the
 * countries we ship to, named in the page's language; the country to start with (the visitor's, as
 * on the product page, else the spec's US); whether payments are test-only; and whether prices are
 * shown in a currency other than the US dollars the payment page charges.
 */
export async function loadCheckoutPageData(locale: Locale) {
  const [{ countries }, settings] = await Promise.all([loadShippingChoices(locale), getLocaleSettings()]);
  const ships = (code: string) => countries.some((country) => country.code === code);
  const defaultCountry = ships(settings.country)
    ? settings.country
    : ships("US")
      ? "US"
      : (countries[0]?.code ?? "US");
  return {
    countries,
    defaultCountry,
    testPayments: isTestPayments(),
    chargedInUsd: settings.currency !== "USD",
  };
}
