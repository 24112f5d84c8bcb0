/**
 * Money is kept in ten-thousandths (CloudCore's four decimals) as integers, so sums stay exact and
 * every amount leaves as a string such as "4.5412". Prices are set in EUR and converted with a fixed
 * table: enough to see a shop's currency handling work, not a market feed.
 */
export const EXCHANGE_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  THB: 38.5,
  AUD: 1.65,
  CAD: 1.47,
  CHF: 0.95,
  JPY: 162,
  SGD: 1.45,
  SEK: 11.4,
};

export function units(amount: number): number {
  return Math.round(amount * 10_000);
}

export function convert(eurUnits: number, currency: string): number {
  return Math.round(eurUnits * (EXCHANGE_RATES[currency] ?? 1));
}

export function format(amountUnits: number): string {
  const sign = amountUnits < 0 ? "-" : "";
  const abs = Math.abs(Math.round(amountUnits));
  return `${sign}${Math.floor(abs / 10_000)}.${String(abs % 10_000).padStart(4, "0")}`;
}
