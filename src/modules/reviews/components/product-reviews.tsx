import { BadgeCheckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { formatDate, SHOP_TIME_ZONE, toLocale } from "@/modules/i18n";
import { avatarInitial } from "@/modules/accounts";
import { StarRating } from "@/modules/catalog/components/star-rating";
import type { PublishedReview } from "../schema";

type Props = {
  /** The product's rating and count as the catalog has them (the visible reviews'). */
  rating: number;
  reviewCount: number;
  reviews: PublishedReview[];
};

/**
 * The product page's reviews (docs/reviews.md#on-the-product-page): the customers' average, how many
 * reviewed, and the latest reviews with their author, date, stars and text. Each is marked a verified
 * buyer's: only the buyer of a delivered order can write one (docs/reviews.md#rules). Before the first
 * review it says only that there are none yet, and who may write one.
 */
export function ProductReviews({ rating, reviewCount, reviews }: Props) {
  // Hooks, not next-intl/server: rendered on the product page and in render tests alike.
  const t = useTranslations("reviews.product");
  const locale = toLocale(useLocale());
  // The product page is the same for every visitor (rendered on the server, cached), so its dates are
  // in the shop's zone rather than the visitor's.
  const date = (at: Date) => formatDate(at, locale, { dateStyle: "medium", timeZone: SHOP_TIME_ZONE });
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-heading"
      className="grid gap-4"
      data-testid="product-reviews"
    >
      <h2 id="reviews-heading" className="text-2xl font-bold">
        {t("title")}
      </h2>
      {reviewCount === 0 ? (
        <p className="text-muted-foreground">{t("none")}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3" data-testid="reviews-summary">
            <span className="text-4xl font-bold" aria-hidden>
              {rating.toFixed(1)}
            </span>
            <StarRating
              rating={rating}
              label={t("summary", { rating: rating.toFixed(1), count: reviewCount })}
              className="[&_svg]:size-5"
            />
            <span className="text-muted-foreground" aria-hidden>
              {t("count", { count: reviewCount })}
            </span>
          </div>
          <ul className="grid gap-4 md:grid-cols-2">
            {reviews.map((review) => (
              <li
                key={review.id}
                className="grid content-start gap-2 rounded-[var(--radius-lg)] border border-border p-4"
                data-testid="review"
              >
                <div className="flex items-center gap-3">
                  <span
                    className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 font-bold text-primary"
                    aria-hidden
                  >
                    {avatarInitial(review.authorName) || "·"}
                  </span>
                  <div className="grid">
                    <span className="font-semibold">{review.authorName}</span>
                    <span
                      className="flex items-center gap-1 text-sm text-success"
                      data-testid="verified-buyer"
                    >
                      <BadgeCheckIcon className="size-4" aria-hidden />
                      {t("verifiedBuyer")}
                    </span>
                    <time dateTime={review.createdAt.toISOString()} className="text-sm text-muted-foreground">
                      {date(review.createdAt)}
                    </time>
                  </div>
                </div>
                <StarRating rating={review.rating} label={t("stars", { rating: review.rating })} />
                {review.body ? (
                  <p className="whitespace-pre-line" lang={review.locale}>
                    {review.body}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
