// Universal surface of the reviews module (docs/reviews.md): safe in client and server code.
export { reviewInput } from "./schema";
