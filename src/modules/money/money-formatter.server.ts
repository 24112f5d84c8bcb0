import "server-only";
import { cache } from "react";
import { getLocaleSettings } from "@/modules/i18n/server";
import { getExchangeRates } from "./exchange-rates.server";
import { createMoneyFormatter, type MoneyFormatter } from "./money";

/** Formats USD-cent amounts for this request's visitor (their currency, their language). */
export const getMoneyFormatter = cache(async (): Promise<MoneyFormatter> => {
  const [settings, rates] = await Promise.all([getLocaleSettings(), getExchangeRates()]);
  return createMoneyFormatter(settings.language, settings.currency, rates);
});
