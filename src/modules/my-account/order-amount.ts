import { isCurrency, toLocale } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";

/**
 * An order's total in the currency it was charged in (orders.total + orders.currency), not converted:
 * the figure on the customer's card statement. A currency we can't format reads "12.34 XYZ".
 */
export function orderAmount(total: number, currency: string, locale: string): string {
  if (isCurrency(currency)) return formatMinorUnits(total, currency, toLocale(locale));
  return `${(total / 100).toFixed(2)} ${currency}`;
}
