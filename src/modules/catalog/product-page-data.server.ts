import "server-only";
import { cache } from "react";
import type { Locale } from "@/modules/i18n";
import { namedCountries } from "@/modules/i18n/country-names";
import { shippingCountries, shippingLevels } from "@/modules/shipping/shipping.server";
import { getProduct } from "./catalog.server";
import { parseProductId } from "./product-path";

/** One read per request, shared by the page and its metadata. */
export const loadProductPage = cache(async (rawId: string, locale: Locale) => {
  const id = parseProductId(rawId);
  return id === undefined ? undefined : getProduct(id, locale);
});

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
