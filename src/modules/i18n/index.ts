// Universal exports (safe in client and server code). Server-only reads live in *.server.ts files.
export {
  locales,
  defaultLocale,
  isLocale,
  toLocale,
  languageEndonyms,
  routing,
  type Locale,
} from "./routing";
export { currencies, countryCodes, countryDefaults, isCountryCode, isCurrency } from "./countries";
export type { Currency, CountryCode } from "./countries";
export { localizedPath, splitLocalePrefix } from "./localized-path";
export type { LocaleSettings } from "./locale-settings";
export { LANGUAGE_COOKIE, PREFERENCE_COOKIE_MAX_AGE } from "./cookies";
export { countryName, namedCountries } from "./country-names";
export { decideLanguage } from "./language-redirect";
