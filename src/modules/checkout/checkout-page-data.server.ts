import "server-only";
import { loadShippingChoices, shippingCountries, shippingStates } from "@/modules/shipping/server";
import type { Locale } from "@/modules/i18n";
import { getLocaleSettings } from "@/modules/i18n/server";
import { isTestPayments } from "@/modules/payments/server";
import { buildCartView, currentCartId } from "@/modules/cart/server";
import { db } from "@/server/db";
import type { ShippingState } from "@/modules/shipping";
import { checkoutAccount } from "./checkout-account.server";

/**
 * What /checkout needs from the server: the visitor's cart as this request finds it (so the HTML
 * already shows it, or says it is empty; the cart provider's read replaces it after load); the
 * countries we ship to, named in the page's language; those where the address needs a state (the
 * shipping service's `requiresState`: the US, Canada and Thailand) with the states it knows there, so the
 * wizard offers them as a list and checks them as the server will; the country to start with (the visitor's,
 * as on the product page, else US); whether payments are test-only; and, signed in, the customer's
 * e-mail and saved addresses (null for a guest). The currency and fees come from the providers every
 * page has (money, shop terms): the order is charged in the currency the page shows.
 */
export async function loadCheckoutPageData(locale: Locale) {
  const database = db();
  const [{ countries, statesRequiredIn, statesByCountry }, settings, account, cart] = await Promise.all([
    loadDestinationChoices(locale),
    getLocaleSettings(),
    checkoutAccount(database),
    currentCartId(database).then((cartId) => buildCartView(database, cartId, locale)),
  ]);
  const ships = (code: string) => countries.some((country) => country.code === code);
  const defaultCountry = ships(settings.country)
    ? settings.country
    : ships("US")
      ? "US"
      : (countries[0]?.code ?? "US");
  return {
    countries,
    statesRequiredIn,
    statesByCountry,
    defaultCountry,
    /** The currency the order will be charged in (the visitor's cookie, read here as checkout will). */
    currency: settings.currency,
    testPayments: isTestPayments(),
    account,
    initialCart: cart,
  };
}

/**
 * The address form's lists, as checkout offers them: the countries we ship to (named in `locale`), those
 * where the address needs a state, and the states the shipping service knows there. The admin's address
 * correction uses the same lists, so staff choose what a customer could.
 */
export async function loadDestinationChoices(locale: Locale) {
  const [{ countries }, shipsTo] = await Promise.all([loadShippingChoices(locale), shippingCountries()]);
  const ships = (code: string) => countries.some((country) => country.code === code);
  const statesRequiredIn = shipsTo.filter((country) => country.requiresState).map((country) => country.code);
  const lists = await Promise.all(statesRequiredIn.filter(ships).map(shippingStates));
  const statesByCountry: Record<string, ShippingState[]> = Object.fromEntries(
    statesRequiredIn.filter(ships).map((code, index) => [code, lists[index] ?? []]),
  );
  return { countries, statesRequiredIn, statesByCountry };
}
