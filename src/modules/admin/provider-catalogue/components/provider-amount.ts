import { intlLocale, type Locale } from "@/modules/i18n";

/**
 * An amount in the provider's currency (EUR on the simulator, whatever the account bills in), which
 * need not be one the shop charges in: formatted by Intl with the code as given, or as "12.50 XYZ"
 * when Intl doesn't know the code.
 */
export function formatProviderAmount(amount: number, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}
