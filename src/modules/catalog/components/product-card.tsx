import Image from "next/image";
import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/modules/i18n/components/navigation";
import { Money } from "@/modules/money/components/money";
import { fromPrice, fromSelection } from "../from-price";
import type { Product } from "../schema";
import { productPath } from "../product-path";
import { StarRating } from "./star-rating";
import { unitLabel } from "../unit";

type Props = {
  product: Product;
  headingLevel?: "h2" | "h3";
  /** The print provider cannot print it now (docs/cloudprinter.md §9): "Currently unavailable", no Buy Now. */
  unavailable?: boolean;
  /**
   * One of the first cards a visitor sees: on a phone its picture is the page's largest paint, so it
   * is preloaded and fetched with high priority, before the scripts, instead of lazily (Lighthouse's
   * LCP budget, docs/client-weight.md#largest-paint).
   */
  priority?: boolean;
};

/** A catalog card (docs/product-rules.md#catalog): picture, category, name, rating, "From" price and Buy Now. */
export async function ProductCard({
  product,
  headingLevel: Heading = "h3",
  unavailable = false,
  priority = false,
}: Props) {
  const [t, locale] = await Promise.all([getTranslations("catalog"), getLocale()]);
  const href = productPath(product.id);
  return (
    <article
      data-testid="product-card"
      data-unavailable={unavailable || undefined}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-lg)] border border-border bg-card transition-shadow hover:shadow-md"
    >
      <Link href={href} tabIndex={-1} aria-hidden className="block bg-muted">
        <Image
          src={product.image}
          alt=""
          width={800}
          height={800}
          priority={priority}
          fetchPriority={priority ? "high" : undefined}
          className="aspect-square w-full object-cover"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Badge variant="secondary" className="self-start">
          {product.categoryName}
        </Badge>
        <Heading className="leading-snug font-semibold">
          <Link href={href} className="hover:text-primary focus-visible:underline">
            {product.name}
          </Link>
        </Heading>
        {/* Customers' reviews only (docs/reviews.md): no stars until someone has reviewed it. */}
        {product.reviewCount > 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="product-rating">
            <StarRating
              rating={product.rating}
              label={t("rating", { rating: product.rating.toFixed(1), count: product.reviewCount })}
            />
            <span aria-hidden>
              {product.rating.toFixed(1)} ({product.reviewCount})
            </span>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <p className="text-sm">
            {t("from")}{" "}
            <span className="text-lg font-bold" data-testid="price">
              <Money usdCents={fromPrice(product)} />
            </span>{" "}
            <span className="text-muted-foreground">
              {t("perUnit", { unit: unitLabel(product, fromSelection(product), locale) })}
            </span>
          </p>
          {unavailable ? (
            <Button size="sm" disabled aria-label={t("unavailableLabel", { name: product.name })}>
              {t("unavailable")}
            </Button>
          ) : (
            <Button asChild size="sm">
              <Link href={href} aria-label={t("buyNowLabel", { name: product.name })}>
                {t("buyNow")}
              </Link>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
