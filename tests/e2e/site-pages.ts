import { publicPagePaths } from "../../src/modules/content";

/** Pages the sitemap lists: the public pages and (standing in for all products) product 1. */
export const sitemapPages = [...publicPagePaths, "/product/1"].map((path) => ({ path }));

/** Every page of the site: those plus the ones kept out of the sitemap (sign-in, password reset, checkout, success). */
export const sitePages = [
  ...sitemapPages,
  { path: "/auth" },
  { path: "/auth/reset-password" },
  { path: "/checkout" },
  { path: "/order-success" },
];
