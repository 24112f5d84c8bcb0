import "server-only";
import { sql } from "drizzle-orm";
import type { Database, Executor } from "@/server/db";
import { readSetting, storedSetting, writeSetting } from "@/server/settings";
import { recordAudit, type AuditActor } from "@/modules/admin/audit/server";
import {
  DEFAULT_REPORT_SETTINGS,
  REPORTING_CURRENCY_KEY,
  reportingCurrencySchema,
  SHOP_TIME_ZONE_KEY,
  shopTimeZoneSchema,
  type ReportSettings,
} from "./report-settings";

/** The shop's time zone and reporting currency in force (the defaults until staff save others). */
export async function reportSettings(): Promise<ReportSettings> {
  const [timeZone, currency] = await Promise.all([
    readSetting(SHOP_TIME_ZONE_KEY, shopTimeZoneSchema, DEFAULT_REPORT_SETTINGS.timeZone),
    readSetting(REPORTING_CURRENCY_KEY, reportingCurrencySchema, DEFAULT_REPORT_SETTINGS.currency),
  ]);
  return { timeZone, currency };
}

/**
 * Whether the database can read days in `zone`: the overview's SQL says `at time zone <zone>`, and a
 * zone the runtime's Intl knows may be newer than the server's time-zone data.
 */
export async function databaseKnowsTimeZone(executor: Executor, zone: string): Promise<boolean> {
  const result = await executor.execute(
    sql`select count(*)::int as count from pg_timezone_names where name = ${zone}`,
  );
  const [row] = (result as unknown as { rows: { count: number }[] }).rows;
  return Number(row?.count ?? 0) > 0;
}

/**
 * Saves both settings with one audit entry per changed key (`setting.update`, like the support
 * address) in one transaction; the settings cache empties at commit. Nothing changed, nothing written.
 */
export async function updateReportSettings(
  database: Database,
  actor: AuditActor,
  next: ReportSettings,
): Promise<void> {
  const current = await reportSettings();
  await database.transaction(async (tx) => {
    const changes = [
      [SHOP_TIME_ZONE_KEY, current.timeZone, next.timeZone],
      [REPORTING_CURRENCY_KEY, current.currency, next.currency],
    ] as const;
    for (const [key, before, after] of changes) {
      if (before === after) continue;
      const stored = await storedSetting(tx, key);
      await writeSetting(tx, key, after);
      await recordAudit(tx, actor, {
        action: "setting.update",
        targetType: "setting",
        targetId: key,
        before: { value: stored ?? before },
        after: { value: after },
      });
    }
  });
}
