/**
 * Every public page path (without language prefix): the sitemap lists each in both languages.
 * Add a page here when you add one under src/app/[locale]/(shop).
 */
export const publicPagePaths = [
  "/",
  "/products",
  "/pricing",
  "/how-it-works",
  "/about",
  "/support",
  "/track-order",
  "/terms",
  "/privacy",
  "/shipping",
  "/returns",
  "/careers",
  "/contact",
  "/api",
  "/cookies",
  "/gdpr",
  "/solutions",
  "/print-api",
  "/integrations",
  "/features",
  "/resources",
] as const;
