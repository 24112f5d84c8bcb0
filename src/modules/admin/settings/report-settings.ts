import { z } from "zod";
import { currencies, SHOP_TIME_ZONE, type Currency } from "@/modules/i18n";

/** shop_settings keys (docs/admin.md#configuration). */
export const SHOP_TIME_ZONE_KEY = "shop-time-zone";
export const REPORTING_CURRENCY_KEY = "reporting-currency";

/** How the overview reads the shop's figures: whose days, and in which currency. */
export type ReportSettings = { timeZone: string; currency: Currency };

export const DEFAULT_REPORT_SETTINGS: ReportSettings = { timeZone: SHOP_TIME_ZONE, currency: "USD" };

/** Every IANA zone this runtime's Intl knows: the choices staff get, and the rule a saved zone follows. */
export function knownTimeZones(): string[] {
  return Intl.supportedValuesOf("timeZone");
}

/** Messages are keys of admin.settings.report.errors. */
export const shopTimeZoneSchema = z
  .string()
  .trim()
  .refine((zone) => knownTimeZones().includes(zone), "unknownZone");

/** One of the currencies the shop already charges in, so the current rate table has it. */
export const reportingCurrencySchema = z.enum(currencies, "unknownCurrency");

const reportSettingsInput = z.object({
  timeZone: shopTimeZoneSchema,
  currency: reportingCurrencySchema,
});

export type ReportSettingsErrors = Partial<Record<keyof ReportSettings, "unknownZone" | "unknownCurrency">>;

/** The form's fields checked; each wrong one named with its message key. */
export function parseReportSettings(
  raw: unknown,
): { ok: true; settings: ReportSettings } | { ok: false; errors: ReportSettingsErrors } {
  const parsed = reportSettingsInput.safeParse(raw);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: ReportSettingsErrors = {};
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === "timeZone") errors.timeZone = "unknownZone";
    if (issue.path[0] === "currency") errors.currency = "unknownCurrency";
  }
  return { ok: false, errors };
}
