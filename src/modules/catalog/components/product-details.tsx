import { ClockIcon, TruckIcon } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import type { MoneyFormatter } from "@/modules/money";
import { fromPrice, fromSelection } from "../from-price";
import type { Product } from "../schema";
import { StarRating } from "./star-rating";
import { unitLabel } from "../unit";

/** Category, name, description, price per unit and the static claims (docs/product-rules.md#static-claims). */
export async function ProductDetails({
  product,
  formatMoney,
  unavailable = false,
}: {
  product: Product;
  formatMoney: MoneyFormatter;
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
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <StarRating
          rating={product.rating}
          label={t("rating", { rating: product.rating, count: product.reviewCount })}
        />
        <span aria-hidden>{t("rating", { rating: product.rating, count: product.reviewCount })}</span>
      </p>
      <p className="text-muted-foreground">{product.description}</p>
      <p>
        <span className="text-3xl font-bold" data-testid="unit-price">
          {formatMoney(fromPrice(product))}
        </span>{" "}
        <span className="text-muted-foreground" data-testid="unit-label">
          {t("perUnit", { unit: unitLabel(product, fromSelection(product), locale) })}
        </span>
      </p>
      <ul className="grid gap-1 text-sm">
        <li className="flex items-center gap-2">
          <TruckIcon className="size-4 text-primary" aria-hidden />
          {t("freeShipping")}
        </li>
        <li className="flex items-center gap-2">
          <ClockIcon className="size-4 text-primary" aria-hidden />
          {t("delivery")}
        </li>
      </ul>
    </div>
  );
}
