import type { Locale } from "./routing";

export const currencies = ["USD", "THB", "EUR", "GBP"] as const;
export type Currency = (typeof currencies)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (currencies as readonly string[]).includes(value);
}

/** docs/product-rules.md#countries-currencies-and-languages: each country's default language and display currency. */
export const countryDefaults = {
  US: { language: "en", currency: "USD" },
  CA: { language: "en", currency: "USD" },
  AU: { language: "en", currency: "USD" },
  NZ: { language: "en", currency: "USD" },
  SG: { language: "en", currency: "USD" },
  PH: { language: "en", currency: "USD" },
  IN: { language: "en", currency: "USD" },
  JP: { language: "en", currency: "USD" },
  KR: { language: "en", currency: "USD" },
  CN: { language: "en", currency: "USD" },
  MX: { language: "en", currency: "USD" },
  BR: { language: "en", currency: "USD" },
  GB: { language: "en", currency: "GBP" },
  TH: { language: "th", currency: "THB" },
  DE: { language: "en", currency: "EUR" },
  FR: { language: "en", currency: "EUR" },
  IT: { language: "en", currency: "EUR" },
  ES: { language: "en", currency: "EUR" },
  NL: { language: "en", currency: "EUR" },
  AT: { language: "en", currency: "EUR" },
  BE: { language: "en", currency: "EUR" },
  PT: { language: "en", currency: "EUR" },
} as const satisfies Record<string, { language: Locale; currency: Currency }>;

/**
 * An ISO 3166-1 alpha-2 code. Which countries the shop offers is the shipping source's list (the
 * provider's, or the built-in one), not this module's: the region menu gets it from the layout.
 */
export type CountryCode = string;

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** A well-formed code of a country that exists ("XX" and "ZZ" are not). */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && /^[A-Z]{2}$/.test(value) && regionNames.of(value) !== undefined;
}

/** A country's usual language and currency; English and US dollars where we know none. */
export function defaultsFor(country: CountryCode): { language: Locale; currency: Currency } {
  return Object.hasOwn(countryDefaults, country)
    ? countryDefaults[country as keyof typeof countryDefaults]
    : { language: "en", currency: "USD" };
}
