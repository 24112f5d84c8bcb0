import { formatDate, SHOP_TIME_ZONE, type Locale } from "@/modules/i18n";

/**
 * The year the footer's copyright line states: "พ.ศ. 2569" in Thai (the Buddhist calendar, as every
 * Thai date on the site is written), "2026" in English, the year in the shop's time zone.
 */
export function copyrightYear(now: Date, locale: Locale): string {
  return formatDate(now, locale, { year: "numeric", timeZone: SHOP_TIME_ZONE });
}
