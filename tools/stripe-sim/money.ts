// Stripe amounts are integers in the currency's smallest unit. Which unit that is follows Stripe's
// own lists, which differ from ISO 4217 in places (e.g. HUF and TWD count in hundredths at Stripe).
const ZERO_DECIMAL = new Set("bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf".split(" "));
const THREE_DECIMAL = new Set("bhd jod kwd omr tnd".split(" "));

export function formatAmount(amount: number, currency: string, numberLocale: string): string {
  const decimals = ZERO_DECIMAL.has(currency) ? 0 : THREE_DECIMAL.has(currency) ? 3 : 2;
  try {
    return new Intl.NumberFormat(numberLocale, {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount / 10 ** decimals);
  } catch {
    // An unknown currency code: still show the number rather than failing the page.
    return `${(amount / 10 ** decimals).toFixed(decimals)} ${currency.toUpperCase()}`;
  }
}
