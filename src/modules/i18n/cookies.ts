/** Cookie names for the visitor's explicit choices. Country and currency are also read in the browser (visitor-settings.ts). */
export const LANGUAGE_COOKIE = "lang";
export const COUNTRY_COOKIE = "country";
export const CURRENCY_COOKIE = "currency";

/** A year: a choice should outlive a browser restart, not a device change. */
export const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
