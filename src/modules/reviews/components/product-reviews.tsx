import { getFormatter, getTranslations } from "next-intl/server";
import { avatarInitial } from "@/modules/accounts";
import { StarRating } from "@/modules/catalog/components/star-rating";
import type { PublishedReview } from "../schema";

type Props = {
  /** The product's rating and count as the catalogue has them (the visible reviews'). */
  rating: number;
  reviewCount: number;
  reviews: PublishedReview[];
};

/**
 * The product page's reviews (docs/reviews.md#on-the-product-page): the customers' average, how many
 * reviewed, and the latest reviews with their author, date, stars and text. Before the first review
 * it says only that there are none yet, and who may write one.
 */
export async function ProductReviews({ rating, reviewCount, reviews }: Props) {
  const [t, format] = await Promise.all([getTranslations("reviews.product"), getFormatter()]);
  // Whole days in UTC, as the order pages and mails show dates.
  const date = (at: Date) => format.dateTime(at, { dateStyle: "medium", timeZone: "UTC" });
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
