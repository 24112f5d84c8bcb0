"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { useMoney } from "@/modules/money/components/money-provider";
import type { OptionSelection } from "@/modules/catalog";
import { priceSelection, priceTiers, type TieredProduct } from "../unit-price";

type Props = {
  product: TieredProduct;
  selection: OptionSelection;
  /** What one unit is with `selection` ("box of 250 cards"; unitLabel). */
  unit: string;
  /** The quantity asked now: its row is marked. */
  quantity: number;
  /** Distinguishes the table's caption id when a page has several. */
  id: string;
};

/**
 * The product's price breaks as a table (docs/product-rules.md#price-breaks): each quantity range and
 * what one unit costs there with the chosen options, in the visitor's currency, the current quantity's
 * row marked. The same arithmetic as the server (priceTiers), from the catalog's tiers.
 */
export function PriceBreaksTable({ product, selection, unit, quantity, id }: Props) {
  const t = useTranslations("priceBreaks");
  const formatMoney = useMoney();
  const priced = priceSelection(product, selection);
  if (!priced.ok) return null;
  const tiers = priceTiers(product, priced.unitPrice);
  return (
    <table className="w-full text-sm" aria-labelledby={`${id}-caption`} data-testid="price-breaks">
      <caption id={`${id}-caption`} className="mb-2 text-left font-semibold">
        {tiers.length > 1 ? t("caption") : t("captionSingle")}
      </caption>
      <thead>
        <tr className="border-b border-border text-left text-muted-foreground">
          <th scope="col" className="py-1 pr-4 font-medium">
            {t("quantity")}
          </th>
          <th scope="col" className="py-1 pr-4 text-right font-medium">
            {t("unitPrice", { unit })}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {t("saving")}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => {
          const current = quantity >= tier.from && quantity <= tier.to;
          return (
            <tr
              key={tier.from}
              className={cn("border-b border-border last:border-0", current && "bg-muted font-semibold")}
              aria-current={current ? "true" : undefined}
              data-testid="price-break"
              data-from={tier.from}
            >
              <th scope="row" className="py-1 pr-4 text-left font-[inherit] tabular-nums">
                {tier.from === tier.to
                  ? t("exactly", { quantity: tier.from })
                  : t("range", { from: tier.from, to: tier.to })}
                {current ? <span className="sr-only"> ({t("current")})</span> : null}
              </th>
              <td className="py-1 pr-4 text-right tabular-nums">{formatMoney(tier.unitPrice)}</td>
              <td className="py-1 text-right tabular-nums">
                {tier.percentOff > 0 ? t("percentOff", { percent: tier.percentOff }) : t("listPrice")}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
