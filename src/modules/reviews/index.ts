// Universal surface of the reviews module (docs/reviews.md): safe in client and server code.
export {
  AUTHOR_NAME_MAX_LENGTH,
  REVIEW_BODY_MAX_LENGTH,
  reviewFields,
  reviewInput,
  type PublishedReview,
  type ReviewField,
  type ReviewInput,
  type ReviewInvitation,
  type ReviewLine,
  type ReviewRefusal,
} from "./schema";
