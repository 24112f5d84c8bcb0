import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/form-text";

/** The longest name a review is signed with (product_reviews.author_name). */
export const AUTHOR_NAME_MAX_LENGTH = 80;
/** The longest review text: a few paragraphs, not an essay. */
export const REVIEW_BODY_MAX_LENGTH = 2000;

/**
 * One review as the review page's form sends it (docs/reviews.md#the-review-page): which line of the
 * order, 1–5 stars, the name to sign with and, optionally, a few words.
 */
export const reviewInput = z.object({
  orderItemId: z.uuid(),
  rating: z.coerce
    .number({ error: "ratingRequired" })
    .int()
    .min(1, "ratingRequired")
    .max(5, "ratingRequired"),
  authorName: singleLineText().min(1).max(AUTHOR_NAME_MAX_LENGTH),
  body: multiLineText().max(REVIEW_BODY_MAX_LENGTH),
});

export type ReviewInput = z.infer<typeof reviewInput>;
export const reviewFields = ["orderItemId", "rating", "authorName", "body"] as const;
export type ReviewField = (typeof reviewFields)[number];

/** A review as the product page shows it. */
export type PublishedReview = {
  id: string;
  authorName: string;
  rating: number;
  body: string;
  locale: string;
  createdAt: Date;
};

/** One line of an order on its review page: what was bought, and its review once written. */
export type ReviewLine = {
  orderItemId: string;
  productId: number;
  name: string;
  options: string[];
  review: { rating: number; authorName: string; body: string; hidden: boolean } | null;
};

/** What the review page of a token shows. */
export type ReviewInvitation = {
  orderNumber: string;
  locale: "en" | "th";
  /** Only a delivered order's lines can be reviewed; before that the page says so. */
  delivered: boolean;
  /** The name each form starts with: the shipping name's first name and last initial. */
  suggestedName: string;
  lines: ReviewLine[];
};

/** Why a review was not saved; each has its sentence in `reviews.errors`. */
export type ReviewRefusal = "unknownLink" | "notDelivered" | "notOnOrder" | "alreadyReviewed";
