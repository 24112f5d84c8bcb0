import { z } from "zod";

/** The chart's two spans, in days, chosen with ?range= on /admin. */
export const OVERVIEW_RANGES = [30, 90] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);

/** ?range=30|90; anything else is the default 30, never an error. */
export function parseOverviewRange(raw: Record<string, string | string[] | undefined>): OverviewRange {
  return z
    .preprocess(first, z.coerce.number())
    .pipe(z.union([z.literal(30), z.literal(90)]))
    .catch(30)
    .parse(raw.range);
}

/** One day of the chart: paid orders and their revenue per currency (minor units). */
type OverviewDay = { day: string; orders: number; revenue: Record<string, number> };

export type OverviewSeries = {
  range: OverviewRange;
  /** Every day of the range, oldest first, days without orders as zeros. */
  days: OverviewDay[];
  /** The currencies with revenue in the range (at least USD, so the chart always has a line). */
  currencies: string[];
};
