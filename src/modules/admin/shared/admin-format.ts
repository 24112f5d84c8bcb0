import {
  CALENDAR_DAY_TIME_ZONE,
  formatDate,
  intlLocale,
  isCurrency,
  SHOP_TIME_ZONE,
  type Locale,
} from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";

/**
 * An order's amount in the currency it was charged in. A currency we no longer sell in is still shown,
 * plainly, rather than breaking the staff's page.
 */
export function formatOrderAmount(minorUnits: number, currency: string, locale: Locale): string {
  return isCurrency(currency)
    ? formatMinorUnits(minorUnits, currency, locale)
    : `${(minorUnits / 100).toFixed(2)} ${currency}`;
}

/**
 * Staff pages show every time in the shop's time zone, so two people in different places (or a
 * customer's mail and the staff's order page) read the same time for the same moment; the pages say
 * so once ("Times are Bangkok time.").
 */
export function formatShopTime(date: Date, locale: Locale, timeZone: string = SHOP_TIME_ZONE): string {
  return formatDate(date, locale, { dateStyle: "medium", timeStyle: "short", timeZone });
}

/**
 * A time with its zone ("Nov 24, 2026, 7:00 PM GMT+7"), where no note on the page names the zone. The
 * overview passes the shop's time-zone setting; other staff pages still use SHOP_TIME_ZONE.
 */
export function formatShopTimeWithZone(
  date: Date,
  locale: Locale,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  return formatDate(date, locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  });
}

/**
 * A calendar day of the overview ("2026-11-24", a UTC day) as a short date in the page's language
 * ("Nov 24", "24 พ.ย.").
 */
export function formatCalendarDay(day: string, locale: Locale): string {
  return formatDate(`${day}T00:00:00Z`, locale, {
    month: "short",
    day: "numeric",
    timeZone: CALENDAR_DAY_TIME_ZONE,
  });
}

/**
 * An exchange rate, units per US dollar ("35.50", "0.791234"): at least two decimals, and every decimal
 * it was stored with (up to six), so staff read the rate an order locked exactly.
 */
export function formatRate(rate: number | string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(Number(rate));
}
