import { z } from "zod";
import { calendarDayIn } from "@/modules/i18n";
import type { RawQuery } from "@/lib/url-query";

/** The default period: the last 30 shop days, today included. */
const DEFAULT_PERIOD_DAYS = 30;
/** The quick choices beside the form. */
export const PERIOD_PRESETS = [7, 30, 90] as const;
/** A year and a day: longer periods are a typo, and the chart's days would not fit. */
const MAX_PERIOD_DAYS = 366;

/** Why the URL's period was not used (a key of admin.overview.period.errors); the default is shown instead. */
type PeriodError = "invalidDate" | "fromAfterTo" | "tooLong";

/** Calendar days in the shop's time zone, both included (YYYY-MM-DD). */
export type OverviewPeriod = { from: string; to: string; days: number; error?: PeriodError };

const DAY_MS = 86_400_000;
const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
const dayText = z.string().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
});

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
/** `day` moved by `days` calendar days. */
const shiftDay = (day: string, days: number) =>
  new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** The last `days` shop days up to `today`. */
export function lastDays(today: string, days: number): OverviewPeriod {
  return { from: shiftDay(today, 1 - days), to: today, days };
}

/**
 * ?from=&to= as days of the shop's time zone. Absent: the last 30 days up to today in `timeZone`; no
 * `to`: up to today; no `from`: the 30 days up to `to`. A day that isn't one, from after to, or more than
 * MAX_PERIOD_DAYS days give the default period with the error to show: never an error page.
 */
export function parseOverviewPeriod(raw: RawQuery, timeZone: string, now: Date = new Date()): OverviewPeriod {
  const record = raw instanceof URLSearchParams ? Object.fromEntries(raw) : raw;
  const today = calendarDayIn(now, timeZone);
  const fallback = (error?: PeriodError) => ({
    ...lastDays(today, DEFAULT_PERIOD_DAYS),
    ...(error && { error }),
  });
  const fromText = first(record.from);
  const toText = first(record.to);
  const given = (value: unknown) => value !== undefined && value !== "";
  if (!given(fromText) && !given(toText)) return fallback();
  const from = given(fromText) ? dayText.safeParse(fromText) : undefined;
  const to = given(toText) ? dayText.safeParse(toText) : undefined;
  if (from?.success === false || to?.success === false) return fallback("invalidDate");
  const end = to?.data ?? today;
  const start = from?.data ?? shiftDay(end, 1 - DEFAULT_PERIOD_DAYS);
  const days = dayNumber(end) - dayNumber(start) + 1;
  if (days < 1) return fallback("fromAfterTo");
  if (days > MAX_PERIOD_DAYS) return fallback("tooLong");
  return { from: start, to: end, days };
}

/** "?from=…&to=…" for a period's link. */
export function periodSearch(period: Pick<OverviewPeriod, "from" | "to">): string {
  return `?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
}
