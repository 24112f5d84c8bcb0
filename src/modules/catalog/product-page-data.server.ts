import "server-only";
import { cache } from "react";
import type { Locale } from "@/modules/i18n";
import { shippingCountries, shippingLevels } from "@/modules/shipping/shipping.server";
import { getProduct } from "./catalog.server";

/** `/product/42` → 42; anything else is no product. */
export function parseProductId(raw: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

/** One read per request, shared by the page and its metadata. */
export const loadProductPage = cache(async (rawId: string, locale: Locale) => {
  const id = parseProductId(rawId);
  return id === undefined ? undefined : getProduct(id, locale);
});

/** Shipping choices with country names in the page's language, computed once on the server. */
export async function loadShippingChoices(locale: Locale) {
  const [countries, levels] = await Promise.all([shippingCountries(), shippingLevels()]);
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return {
    countries: countries
      .map((country) => ({ code: country.code, name: names.of(country.code) ?? country.code }))
      .sort((a, b) => a.name.localeCompare(b.name, locale)),
    levels,
  };
}
