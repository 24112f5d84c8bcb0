// The reviews module's server-only surface (docs/reviews.md, docs/architecture.md#module-public-surfaces).
import "server-only";
export {
  findReviewInvitation,
  LATEST_REVIEWS,
  latestReviews,
  listReviewsForStaff,
  recomputeProductRating,
  setReviewHidden,
  writeReview,
  type ReviewVisibilityChange,
  type ReviewWriteResult,
  type StaffReviewFilter,
  type StaffReviewRow,
} from "./reviews.server";
