import type { CategorySlug } from "./categories";

/**
 * The home page's four best sellers (spec §2 Home: 24.99, 19.99, 12.99, 8.99), which are the fallback
 * products 1-4. Prices in USD cents. The catalogue issue moves these to the product table.
 */
export const bestSellers = [
  { key: "photoBook", category: "books", fromPrice: 2499, image: "/images/categories/books.svg" },
  {
    key: "businessCards",
    category: "business-cards",
    fromPrice: 1999,
    image: "/images/categories/business-cards.svg",
  },
  { key: "tshirt", category: "apparel", fromPrice: 1299, image: "/images/categories/apparel.svg" },
  { key: "poster", category: "posters", fromPrice: 899, image: "/images/categories/posters.svg" },
] as const satisfies ReadonlyArray<{ key: string; category: CategorySlug; fromPrice: number; image: string }>;
