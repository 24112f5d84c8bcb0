import {
  countryDefaults,
  defaultsFor,
  isCountryCode,
  isCurrency,
  type CountryCode,
  type Currency,
} from "./countries";
import type { Locale } from "./routing";

export type LocaleSettings = { language: Locale; country: CountryCode; currency: Currency };

type Inputs = {
  language: Locale;
  countryCookie?: string;
  currencyCookie?: string;
  acceptLanguage?: string | null;
};

/** "en-GB,en;q=0.9,th;q=0.8" → "GB": the first region tag we have defaults for. */
export function countryFromAcceptLanguage(header: string | null | undefined): CountryCode | undefined {
  if (!header) return undefined;
  for (const part of header.split(",")) {
    const region = part.split(";")[0]?.trim().split("-")[1]?.toUpperCase();
    if (region && Object.hasOwn(countryDefaults, region)) return region;
  }
  return undefined;
}

/**
 * The visitor's country and display currency: an explicit choice (cookie) wins; otherwise the country
 * comes from the browser's region, else from the page language (Thai → Thailand, English → US), and the
 * currency from the country's defaults. Unknown cookie values are ignored, never trusted.
 */
export function resolveLocaleSettings({
  language,
  countryCookie,
  currencyCookie,
  acceptLanguage,
}: Inputs): LocaleSettings {
  const country: CountryCode = isCountryCode(countryCookie)
    ? countryCookie
    : (countryFromAcceptLanguage(acceptLanguage) ?? (language === "th" ? "TH" : "US"));
  const currency: Currency = isCurrency(currencyCookie) ? currencyCookie : defaultsFor(country).currency;
  return { language, country, currency };
}
