// The reviews module's server-only surface (docs/reviews.md, docs/architecture.md#module-public-surfaces).
import "server-only";
export {
  findReviewInvitation,
  latestReviews,
  listReviewsForStaff,
  setReviewHidden,
  writeReview,
  type StaffReviewRow,
} from "./reviews.server";
