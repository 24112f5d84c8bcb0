import { isCurrency, type Locale } from "@/modules/i18n";
import { formatMinorUnits } from "@/modules/money";

/**
 * An order's amount in the currency it was priced and charged in (orders.currency), from the stored
 * minor units, never converted: the figure on the payment page and the card statement
 * (docs/product-rules.md#currency). A currency we no longer sell in still reads "12.34 XYZ".
 */
export function orderAmountText(minorUnits: number, currency: string, locale: Locale): string {
  return isCurrency(currency)
    ? formatMinorUnits(minorUnits, currency, locale)
    : `${(minorUnits / 100).toFixed(2)} ${currency}`;
}
