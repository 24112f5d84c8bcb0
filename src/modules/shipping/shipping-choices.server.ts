import "server-only";
import { type Locale, namedCountries } from "@/modules/i18n";
import { shippingCountries, shippingLevels } from "./shipping.server";

/** Shipping choices with country names in the page's language, computed once on the server. */
export async function loadShippingChoices(locale: Locale) {
  const [countries, levels] = await Promise.all([shippingCountries(), shippingLevels()]);
  return {
    countries: namedCountries(
      countries.map((country) => country.code),
      locale,
    ),
    levels,
  };
}
