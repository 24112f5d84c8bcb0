import { formatMinorUnits, type MoneyFormatter } from "@/modules/money";
import { isCurrency, type Locale } from "@/modules/i18n";

/**
 * An order total in the visitor's display currency, like every other price in the shop, plus the
 * amount actually charged when that was another currency: a converted figure alone could be mistaken
 * for what the card statement shows.
 */
export function orderTotalText(
  formatMoney: MoneyFormatter,
  total: number,
  currency: string,
  locale: Locale,
): { shown: string; charged?: string } {
  const shown = formatMoney(total);
  if (!isCurrency(currency)) return { shown };
  const charged = formatMinorUnits(total, currency, locale);
  return charged === shown ? { shown } : { shown, charged: `${charged} ${currency}` };
}
