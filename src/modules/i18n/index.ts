// Universal exports (safe in client and server code). Server-only reads live in *.server.ts files.
export { locales, toLocale, routing, type Locale } from "./routing";
export { currencies, isCurrency } from "./countries";
export type { Currency } from "./countries";
export { localizedPath } from "./localized-path";
export { LANGUAGE_COOKIE, PREFERENCE_COOKIE_MAX_AGE } from "./cookies";
export { countryName, namedCountries } from "./country-names";
export { decideLanguage } from "./language-redirect";
export {
  CALENDAR_DAY_TIME_ZONE,
  calendarDayIn,
  formatDate,
  formatDateRange,
  intlLocale,
  SHOP_TIME_ZONE,
} from "./date-format";
export { translateOr } from "./translate-or";
