import "server-only";
import { getExchangeRates } from "@/modules/money/server";
import type { ToUsdCents } from "./catalog-check";

/**
 * Provider amounts (in whatever currency CloudCore answered) as USD cents, with the shop's exchange
 * table (units of a currency per US dollar); undefined for a currency the table lacks.
 */
export async function usdConverter(): Promise<ToUsdCents> {
  const rates = await getExchangeRates();
  return (amount, currency) => {
    const code = currency.toUpperCase();
    return Object.hasOwn(rates, code)
      ? Math.round((amount * 100) / rates[code as keyof typeof rates])
      : undefined;
  };
}
