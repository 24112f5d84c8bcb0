"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { productPath, unitLabel, type Product } from "@/modules/catalog";
import { ShippingChoice, type CountryChoice } from "@/modules/shipping/components/shipping-choice";
import { Link } from "@/modules/i18n/components/navigation";
import { parseQuantity } from "../quantity";
import { defaultSelection } from "../unit-price";
import { PriceBreaksTable } from "./price-breaks-table";
import { QuantityInput } from "./quantity-input";
import { QuotePanel } from "./quote-panel";
import { useOfferedLevels } from "./use-offered-levels";
import { useQuote } from "./use-quote";

type CalculatorProduct = Pick<
  Product,
  | "id"
  | "name"
  | "categoryName"
  | "basePrice"
  | "options"
  | "unit"
  | "copiesPerUnit"
  | "minQuantity"
  | "maxQuantity"
  | "priceBreaks"
>;
type Props = { products: CalculatorProduct[]; countries: CountryChoice[] };

/**
 * The /pricing calculator (docs/product-rules.md#quotes): a product type, a quantity in that product's
 * range and a country give a live quote from the same API as the product page, next to the product's
 * price-breaks table. The level menu is the product page's: the levels the quote says ship there, with
 * their delivery estimates, the cheapest tracked one preselected (as checkout does). Order Now waits for
 * a country, then opens the product.
 */
export function PriceCalculator({ products, countries }: Props) {
  const t = useTranslations("pricingCalculator");
  const locale = useLocale();
  const [productId, setProductId] = useState(products[0]?.id ?? 0);
  const [quantityText, setQuantityText] = useState("10");
  const [country, setCountry] = useState("");
  // "" = the level the server preselects there (cheapest tracked); the quote says which it priced.
  const [level, setLevel] = useState("");
  const product = products.find((candidate) => candidate.id === productId) ?? products[0];
  const quantity = parseQuantity(quantityText, product ?? { minQuantity: 1, maxQuantity: 1 });
  const selection = product ? defaultSelection(product) : {};
  const quote = useQuote(
    product ?? { basePrice: 0, options: [], minQuantity: 1, maxQuantity: 1, priceBreaks: [] },
    product && country
      ? {
          productId: product.id,
          quantity,
          options: selection,
          country,
          ...(level ? { shippingLevel: level } : {}),
        }
      : undefined,
  );
  const shipping = useOfferedLevels(quote, country);
  if (!product) return null;
  const unit = unitLabel(product, selection, locale);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="grid content-start gap-4">
        <div className="grid gap-2">
          <Label htmlFor="calculator-product">{t("product")}</Label>
          <NativeSelect
            id="calculator-product"
            value={product.id}
            onChange={(event) => {
              const next = products.find((choice) => choice.id === Number(event.target.value));
              if (!next) return;
              setProductId(next.id);
              // The quantity stays where it was when the next product sells it, else moves into its range.
              setQuantityText(String(parseQuantity(quantityText, next)));
            }}
          >
            {products.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.categoryName}: {choice.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <QuantityInput
          id="calculator-quantity"
          label={t("quantity")}
          hint={t("quantityHint", { min: product.minQuantity, max: product.maxQuantity, unit })}
          range={product}
          text={quantityText}
          onTextChange={setQuantityText}
        />
        <ShippingChoice
          countries={countries}
          levels={shipping.levels}
          country={country}
          level={shipping.level}
          onCountryChange={(code) => {
            setCountry(code);
            setLevel("");
          }}
          onLevelChange={setLevel}
          countryPlaceholder={t("selectCountry")}
        />
      </div>
      <div className="grid content-start gap-4">
        <PriceBreaksTable
          id="calculator-price-breaks"
          product={product}
          selection={selection}
          unit={unit}
          quantity={quantity}
        />
        <QuotePanel state={quote} quantity={quantity} unit={unit} />
        {country ? (
          <Button asChild size="lg">
            <Link href={productPath(product.id)}>{t("orderNow")}</Link>
          </Button>
        ) : (
          <>
            <Button size="lg" disabled>
              {t("orderNow")}
            </Button>
            <p className="text-sm text-muted-foreground">{t("chooseCountry")}</p>
          </>
        )}
      </div>
    </div>
  );
}
