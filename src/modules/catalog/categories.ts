/**
 * The eight product categories (spec §2 chips). The slug is the `?category=` value the footer links
 * use; the label is a key of the `categories` messages; the image is our own drawing in public/.
 */
export const categories = [
  { slug: "business-cards", label: "businessCards", image: "/images/categories/business-cards.svg" },
  { slug: "books", label: "books", image: "/images/categories/books.svg" },
  { slug: "apparel", label: "apparel", image: "/images/categories/apparel.svg" },
  { slug: "posters", label: "posters", image: "/images/categories/posters.svg" },
  { slug: "flyers", label: "flyers", image: "/images/categories/flyers.svg" },
  { slug: "brochures", label: "brochures", image: "/images/categories/brochures.svg" },
  { slug: "stickers", label: "stickers", image: "/images/categories/stickers.svg" },
  { slug: "postcards", label: "postcards", image: "/images/categories/postcards.svg" },
] as const;

export type Category = (typeof categories)[number];
export type CategorySlug = Category["slug"];

export function findCategory(slug: string | undefined): Category | undefined {
  return categories.find((category) => category.slug === slug);
}
