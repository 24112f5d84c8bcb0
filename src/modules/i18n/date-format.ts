import type { Locale } from "./routing";

/**
 * The shop's time zone: staff pages and mails show every moment in it, so two people in different
 * places (or a customer's mail and the staff's order page) read the same time for the same moment.
 * A constant for now; every caller passes it as a parameter, so a setting can replace it in one place.
 */
export const SHOP_TIME_ZONE = "Asia/Bangkok";

/**
 * The zone of a calendar day stored as a moment: a "YYYY-MM-DD" key read as midnight UTC (the
 * overview's days, a fixed week used only for weekday names). Formatting it in UTC gives back the
 * same day wherever the code runs.
 */
export const CALENDAR_DAY_TIME_ZONE = "UTC";

// Thai dates use the Buddhist era ("14 มีนาคม 2569"). The calendar is named rather than left to the
// runtime's default for "th", so every Thai date on the site agrees.
const intlTags: Record<Locale, string> = { en: "en-US", th: "th-TH-u-ca-buddhist" };

/** The Intl language tag for a page's language (also right for numbers and weekday names). */
export function intlLocale(locale: Locale): string {
  return intlTags[locale];
}

/** Intl's date options, with the zone required: every date on the site says which zone it is read in. */
export type DateFormatOptions = Omit<Intl.DateTimeFormatOptions, "timeZone" | "calendar"> & {
  timeZone: string;
};

type DateInput = Date | string | number;

const fieldOptions = [
  "dateStyle",
  "timeStyle",
  "weekday",
  "era",
  "year",
  "month",
  "day",
  "hour",
  "minute",
  "second",
  "timeZoneName",
] as const;

// Building an Intl.DateTimeFormat is the slow part; a staff table formats the same shape many times.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, options: DateFormatOptions): Intl.DateTimeFormat {
  // Only a zone: a medium date ("Mar 12, 2026", "12 มี.ค. 2569").
  const full = fieldOptions.some((field) => options[field] !== undefined)
    ? options
    : { ...options, dateStyle: "medium" as const };
  const key = `${locale}|${JSON.stringify(full)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(intlTags[locale], full);
    formatters.set(key, cached);
  }
  return cached;
}

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/**
 * A moment as text in the page's language and the given zone: a medium date unless `options` ask for
 * other parts. Pure Intl, so it runs the same on the server, in the browser and in a mail job.
 */
export function formatDate(date: DateInput, locale: Locale, options: DateFormatOptions): string {
  return formatter(locale, options).format(toDate(date));
}

/** Two moments as one range ("Mar 18 – 20, 2026"), sharing what they have in common. */
export function formatDateRange(
  from: DateInput,
  to: DateInput,
  locale: Locale,
  options: DateFormatOptions,
): string {
  return formatter(locale, options).formatRange(toDate(from), toDate(to));
}

/**
 * The calendar day ("2026-11-24") `date` falls on in `timeZone`: the shop's "today" for the overview's
 * default period. Read from Intl's parts, since no locale promises a year-month-day order.
 */
export function calendarDayIn(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
