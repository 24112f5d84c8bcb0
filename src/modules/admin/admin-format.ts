import { isCurrency, type Locale } from "@/modules/i18n";
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
 * Staff pages show every time in UTC, so two people in different places (or a customer's mail and
 * the provider's log) read the same time for the same moment; the pages say so once.
 */
export function formatUtc(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "th" ? "th-TH" : "en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
}

/** A UTC calendar day ("2026-11-24") as a short date in the page's language ("Nov 24", "24 พ.ย."). */
export function formatUtcDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "th" ? "th-TH" : "en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}
