import "server-only";
import { cookies, headers } from "next/headers";
import { getLocale } from "next-intl/server";
import { cache } from "react";
import { COUNTRY_COOKIE, CURRENCY_COOKIE } from "./cookies";
import { resolveLocaleSettings, type LocaleSettings } from "./locale-settings";
import { toLocale } from "./routing";

/** The visitor's language, country and display currency for this request. */
export const getLocaleSettings = cache(async (): Promise<LocaleSettings> => {
  const [locale, jar, requestHeaders] = await Promise.all([getLocale(), cookies(), headers()]);
  return resolveLocaleSettings({
    language: toLocale(locale),
    countryCookie: jar.get(COUNTRY_COOKIE)?.value,
    currencyCookie: jar.get(CURRENCY_COOKIE)?.value,
    acceptLanguage: requestHeaders.get("accept-language"),
  });
});
