import "server-only";
import { paidOrdersPerDay } from "@/modules/orders/server";
import type { Executor } from "@/server/db";
import type { OverviewRange, OverviewSeries } from "./overview-range";

/** The overview chart: paid orders and revenue per day for the last `range` days (orders counts them). */
export async function overviewSeries(
  database: Executor,
  range: OverviewRange,
  now: Date = new Date(),
): Promise<OverviewSeries> {
  return { range, ...(await paidOrdersPerDay(database, range, now)) };
}
