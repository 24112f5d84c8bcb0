// The admin reviews area's surface for client and server code (docs/architecture.md#module-public-surfaces).
export { REVIEWS_PAGE_SIZE, parseReviewsQuery, reviewsSearch } from "./reviews-query";
