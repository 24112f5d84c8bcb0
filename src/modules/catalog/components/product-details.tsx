import { ClockIcon, TruckIcon } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Money } from "@/modules/money/components/money";
import { MoneyText, moneySlot } from "@/modules/money/components/money-text";
import { fromPrice, fromSelection } from "../from-price";
import type { Product } from "../schema";
import { StarRating } from "./star-rating";
import { unitLabel } from "../unit";

/**
 * What the shop promises on every product page, from the code that keeps it (docs/product-rules.md#promises):
 * the free-shipping threshold in USD cents (absent when there is none), and the production days.
 */
export type ProductPromises = { freeShippingFrom?: number; productionDays: { min: number; max: number } };

/** Category, name, description, price per unit and the shop's promises. */
export async function ProductDetails({
  product,
  promises,
  unavailable = false,
}: {
  product: Product;
  promises: ProductPromises;
  /** The print provider cannot print it now (docs/cloudprinter.md §9). */
  unavailable?: boolean;
}) {
  const [t, locale] = await Promise.all([getTranslations("product"), getLocale()]);
  return (
    <div className="grid gap-3">
      <Badge variant="secondary" className="justify-self-start">
        <span className="sr-only">{t("categoryLabel")}: </span>
        {product.categoryName}
      </Badge>
      <h1 className="text-3xl font-bold tracking-tight">{product.name}</h1>
      {unavailable ? (
        <Badge variant="destructive" className="justify-self-start" data-testid="unavailable-badge">
          {t("unavailable")}
        </Badge>
      ) : null}
      {/* Customers' reviews only (docs/reviews.md): no stars until someone has reviewed it. */}
      {product.reviewCount > 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="product-rating">
          <StarRating
            rating={product.rating}
            label={t("rating", { rating: product.rating.toFixed(1), count: product.reviewCount })}
          />
          <span aria-hidden>
            {t("rating", { rating: product.rating.toFixed(1), count: product.reviewCount })}
          </span>
        </p>
      ) : null}
      <p className="text-muted-foreground">{product.description}</p>
      <p>
        <span className="text-3xl font-bold" data-testid="unit-price">
          <Money usdCents={fromPrice(product)} />
        </span>{" "}
        <span className="text-muted-foreground" data-testid="unit-label">
          {t("perUnit", { unit: unitLabel(product, fromSelection(product), locale) })}
        </span>
      </p>
      <ul className="grid gap-1 text-sm">
        {promises.freeShippingFrom !== undefined ? (
          <li className="flex items-center gap-2" data-testid="free-shipping-promise">
            <TruckIcon className="size-4 text-primary" aria-hidden />
            <MoneyText text={t("freeShipping", { amount: moneySlot(promises.freeShippingFrom) })} />
          </li>
        ) : null}
        <li className="flex items-center gap-2" data-testid="production-promise">
          <ClockIcon className="size-4 text-primary" aria-hidden />
          {t("production", promises.productionDays)}
        </li>
      </ul>
    </div>
  );
}
