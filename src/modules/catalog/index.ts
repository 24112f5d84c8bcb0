export { categories, findCategory, type Category, type CategorySlug } from "./categories";
